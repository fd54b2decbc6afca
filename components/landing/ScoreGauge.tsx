// Interim, until components/idea-board imports these from components/ui.
export { ScoreBar } from "@/components/ui/ScoreBar";
export { scoreColor } from "@/components/ui/score-color";
