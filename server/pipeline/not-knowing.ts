/**
 * After an answer about a person, the asker owning up to not knowing them ("the name means nothing to me", "the
 * name rings no bell", "No idea who that is", "Le nom ne me dit rien", "Der Name sagt mir nichts", "Nunca he oído
 * hablar de él") tells how the asker stands, it names no subject; and asking who they were, pointed at by a
 * pronoun alone ("Who was he, really?", "Qui était-il ?", "Wer war er eigentlich?"), asks for more about the
 * answer's person. Read by the follow-up recogniser (about-answer-recogniser.ts).
 */

// A negation of knowing, in the six languages.
const negation =
  /(?<![\p{L}])(?:no|not|never|nothing|n['’]t|ne|n['’]|jamais|rien|nie|niemals|nichts|kein|keine|keinen|nada|nunca|ni|non|mai|niente|nulla|niet|nooit|niets|geen)(?![\p{L}])/iu;

// The person pointed at: their name, who they are, of them.
const thePerson =
  /(?<![\p{L}])(?:the name|this name|that name|who (?:that|this|he|she|they) (?:is|was|were|are)|of (?:him|her|them)|le nom|ce nom|qui c['’]est|qui (?:il|elle) (?:est|etait|était)|der name|dieser name|den namen|wer das (?:ist|war)|von (?:ihm|ihr)|el nombre|ese nombre|quien (?:es|era|fue)|quién (?:es|era|fue)|de (?:él|el|ella)|il nome|questo nome|chi (?:sia|fosse|era|è|e)|di lui|di lei|de naam|die naam|wie dat (?:is|was)|van (?:hem|haar))(?![\p{L}])/iu;

/** A clause owning up to not knowing the answer's person, asking nothing. */
export function confessesNotKnowing(clause: string): boolean {
  return !clause.includes("?") && negation.test(clause) && thePerson.test(clause);
}

// "Who was he, really?", "Who is she, then?", "Qui était-il ?", "Wer war er eigentlich?", "¿Quién era él?", "Chi era costui?", "Wie was hij eigenlijk?".
const whoTheyWere =
  /^\s*(?:(?:and|but|so|ok(?:ay)?)[\s,]+)?(?:who (?:was|is) (?:he|she)|who were they|qui (?:était|etait|est)[- ](?:il|elle)|wer (?:war|ist) (?:er|sie)|qui[eé]n (?:era|es|fue) (?:él|el|ella)|chi (?:era|è|e) (?:lui|lei|costui|costei)|wie (?:was|is) (?:hij|zij|ze))(?:[\s,]+(?:really|actually|exactly|then|alors|vraiment|eigentlich|denn|genau|realmente|entonces|davvero|allora|eigenlijk|dan|precies))?[\s?!.,]*$/iu;

/** Asking who the answer's person was, by a pronoun alone. */
export const asksWhoTheyWere = (message: string): boolean => whoTheyWere.test(message);
