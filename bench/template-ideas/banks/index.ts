// All category banks, in the same order as IDEA_CATEGORIES.
import { community } from "./community";
import { education } from "./education";
import { entertainment } from "./entertainment";
import { finance } from "./finance";
import { food } from "./food";
import { green } from "./green";
import { health } from "./health";
import { marketing } from "./marketing";
import { other } from "./other";
import { property } from "./property";
import { tech } from "./tech";
import { travel } from "./travel";
import type { CategoryBank } from "./types";
import { work } from "./work";

export const BANKS: readonly CategoryBank[] = [
  tech,
  finance,
  health,
  education,
  marketing,
  property,
  food,
  work,
  entertainment,
  travel,
  green,
  community,
  other,
];
