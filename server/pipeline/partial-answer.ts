/**
 * A remark that the answer gave only part of it ("You've only shown me the cover", "That's just the opening act",
 * "Feels like we've only dipped a toe in", "Das war nur der Anfang", "Mi hai solo accennato"): a complaint that asks
 * for more, whatever figure it dresses the part in. Read by the follow-up recogniser (about-answer-recogniser.ts),
 * where the figure's words name no subject to look up (#20, t20s21).
 */
import { foldText } from "./about-answer-request";

// Who gave the part (the answer, "you", "we" reading it, "that"), then "only", "just", "merely" before what was given.
const partOnly = new RegExp(
  [
    // English, after a hedge ("Feels like …", "So far …").
    "^(?:(?:it )?(?:feels|seems|looks|sounds) like |i feel like |so far )?(?:you(?:'ve| have)?|we(?:'ve| have)?|that(?:'s| is| was)|this(?:'s| is| was)|it(?:'s| is| was)|all (?:you|we)(?:'ve| have)?)(?: (?:really|kind of|sort of))? (?:only|just|merely|barely|hardly)\\b",
    "^(?:c'est (?:juste|seulement|simplement)|ce n'est que|tu ne (?:m'|nous )as \\p{L}+ que|tu (?:m'|nous )as (?:juste|seulement))",
    "^(?:das (?:ist|war) (?:ja |doch )?(?:nur|bloss|erst)|du hast (?:mir |uns )?(?:ja |doch )?(?:nur|bloss|erst)|wir haben (?:ja )?(?:nur|erst))\\b",
    "^(?:eso (?:es|fue) (?:solo|solamente)|solo (?:me|nos) has|(?:me|nos) has \\p{L}+ (?:solo|solamente))\\b",
    "^(?:(?:questo|quello) e solo|(?:mi|ci) hai (?:solo|appena)|e solo)\\b",
    "^(?:dat (?:is|was) (?:maar|pas|slechts|alleen)|je hebt (?:me |ons )?(?:maar|pas|alleen|slechts))\\b",
  ].join("|"),
  "u",
);

/** The clause remarks that the answer gave only part of what there is, asking nothing of its own. */
export function remarksOnlyPart(clause: string): boolean {
  return !clause.includes("?") && partOnly.test(foldText(clause));
}
