import { route } from "@/lib/http/route";
import { lifetimePrice, type LifetimePrice } from "@/lib/server/billing/pricing";

export const GET = route({ access: "public" }, async (): Promise<LifetimePrice> => lifetimePrice());
