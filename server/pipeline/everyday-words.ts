/**
 * Everyday words and phrases a person asks with, and the words a document states the same thing in
 * (docs/architecture.md#reasoner): "call off the booking" / "cancelled", "get my deposit back" /
 * "refunded", "grown-ups" / "adults", "kids" / "children", "how old" / "aged 21", "rent" / "hire".
 * The extractive scoring counts the question's word as held by a sentence that holds one of the
 * document's words for it, as it counts "fast" for "speedup". A phrase counts only whole ("call
 * off", not "call"), which is why these are matched on the question's text and not word by word. A
 * register lexicon, each entry a way of saying the same thing, never a related topic. Pure, no I/O.
 */
import { contentTerms } from "../core/text-analysis";
import { roleWordsFor } from "./role-duties";

interface EverydayWording {
  /** The wording in the question (lower case, whole words). */
  phrase: RegExp;
  /** The question's content words the wording stands for (those a sentence would otherwise have to hold). */
  words: string;
  /** The words a document uses for it. */
  means: string;
}

// A phrasal verb in any tense, its particle after up to three words ("call the party off").
const phrasal = (verbs: string, particle: string) => new RegExp(`\\b(?:${verbs})\\b(?:\\s+\\S+){0,3}?\\s+${particle}\\b`, "u");

const wordings: EverydayWording[] = [
  // Phrasal verbs: the particle is a stop word, the verb alone means something else.
  {
    phrase: phrasal("call|calls|called|calling", "off"),
    words: "call called calling calls",
    means: "cancel cancelled cancels cancelling cancellation",
  },
  {
    phrase: phrasal("get|gets|getting|got|give|gives|giving|pay|pays|paid", "back"),
    words: "back paid pay pays",
    means: "refund refunded refunds refundable repaid reimbursed",
  },
  { phrase: phrasal("pick|picks|picked|picking", "up"), words: "pick picked picking picks", means: "collect collected collection" },
  {
    phrase: phrasal("drop|drops|dropped|dropping", "off"),
    words: "drop dropped dropping drops",
    means: "return returned deliver delivered",
  },
  {
    phrase: phrasal("sign|signs|signed|signing", "up"),
    words: "sign signed signing signs",
    means: "register registration enrol enrolment apply application join",
  },
  {
    phrase: phrasal("hand|hands|handed|handing", "in"),
    words: "hand handed handing hands",
    means: "submit submitted submission return returned",
  },
  { phrase: phrasal("fill|fills|filled|filling", "(?:in|out)"), words: "fill filled filling fills", means: "complete completed" },
  {
    phrase: phrasal("turn|turns|turned|turning|show|shows|showed|showing", "up"),
    words: "turn turned show showed",
    means: "arrive arrival attend",
  },
  // When a rule starts to apply, said as a policy says it: "comes into force" / "takes effect" / "effective from".
  {
    phrase: /\b(?:come|comes|came|coming) into (?:force|effect)\b|\b(?:take|takes|took|taking) effect\b|\bin force\b/u,
    words: "come comes came coming force take takes took taking effect",
    means: "force effect effective takes apply applies commence commences start starts",
  },
  {
    phrase: phrasal("turn|turns|turned|turning", "down"),
    words: "turn turns turned turning",
    means: "refuse refused refusal reject rejected rejection decline declined",
  },
  // An irregular past the stems cannot join: "leave my cat alone" / "no animal may be left alone".
  { phrase: /\bleav(?:e|es|ing)\b/u, words: "leave leaves leaving", means: "left" },
  { phrase: /\bleft\b/u, words: "left", means: "leave leaves leaving" },
  // Who answers for a thing is, in a policy's words, its owner or who manages it.
  {
    phrase: /\bresponsib(?:le|ility)\b|\bin charge\b/u,
    words: "responsible responsibility charge",
    means: "owner owns manages manager managed lead",
  },
  { phrase: /\bquit(?:s|ting)?\b/u, words: "quit quits quitting", means: "resign resigned resignation left leave" },
  // A measure asked by its adjective: "how loud" is said in decibels, "how big" as an area or a size.
  { phrase: /\bhow (?:big|large|small)\b/u, words: "big large small", means: "size area square metres meters dimensions capacity" },
  // A year's best moments, as a report heads them: "big moments", "high points", "best bits" / "Highlights".
  {
    phrase: /\b(?:big|best|biggest|proudest|key|standout|special) (?:moments?|bits|achievements?)\b|\bhigh points?\b|\bhighs\b/u,
    words: "big best biggest proudest key standout special moment moments bits achievement achievements high points highs",
    means: "highlight highlights",
  },
  // Help a report thanks someone for: "who gave us a hand", "lent a hand" / "We thank …", "Thank you".
  {
    phrase: /\b(?:give|gives|gave|given|giving|lend|lends|lent|lending)\b(?:\s+\S+){0,3}?\s+a (?:helping )?hand\b/u,
    words: "give gives gave given giving lend lends lent lending hand helping",
    means: "thank thanks thanked help helped support supported",
  },
  {
    phrase: phrasal("help|helps|helped|helping", "out"),
    words: "help helps helped helping",
    means: "thank thanks thanked support supported",
  },
  { phrase: /\bhow (?:far|close)\b/u, words: "far close", means: "distance km kilometres miles metres away" },
  { phrase: /\bhow (?:heavy|light)\b/u, words: "heavy light", means: "weight weighs weigh kg kilograms tonnes grams" },
  { phrase: /\bhow (?:loud|noisy|quiet)\b/u, words: "loud noisy quiet", means: "decibels db noise sound" },
  { phrase: /\bhow (?:hot|cold|warm)\b/u, words: "hot cold warm", means: "temperature degrees" },
  { phrase: /\bhow (?:tall|high)\b/u, words: "tall high", means: "height metres meters feet" },
  { phrase: /\bhow (?:fast|quick)\b/u, words: "fast quick", means: "speed per hour speedup faster" },
  // A page's footnote asked by where it sits or how it looks: "the small print at the bottom of the first page".
  {
    phrase: /\b(?:small|fine) print\b|\b(?:note|notes|text|line|lines)\s+(?:at|along)\s+the\s+(?:bottom|foot)\b/u,
    words: "small fine print note notes text line lines bottom foot",
    means: "footnote footnotes",
  },
  // Informal nouns and the register a document writes in.
  { phrase: /\b(?:work(?:ing)? from home|home[- ]?working|wfh)\b/u, words: "home wfh", means: "remote homeworking" },
  {
    phrase: /\b(?:toilets?|loos?|bathrooms?|restrooms?)\b/u,
    words: "toilet toilets loo loos bathroom bathrooms restroom restrooms",
    means: "toilet toilets lavatory lavatories wc",
  },
  {
    phrase: /\b(?:holidays?|vacations?|time off|days off)\b/u,
    words: "holiday holidays vacation vacations time off days",
    means: "leave annual",
  },
  { phrase: /\b(?:pay|salary|wages?)\b/u, words: "salary wage wages", means: "salary wage pay paid remuneration" },
  { phrase: /\b(?:fired|sacked)\b/u, words: "fired sacked", means: "dismissed dismissal" },
  { phrase: /\b(?:jobs?)\b/u, words: "job jobs", means: "role roles post posts position positions vacancy vacancies" },
  { phrase: /\b(?:workers?|staff)\b/u, words: "worker workers staff", means: "employee employees staff" },
  {
    phrase: /\b(?:teenagers?|young people|under-?18s)\b/u,
    words: "teenager teenagers young people under",
    means: "junior juniors youth under 18",
  },
  { phrase: /\b(?:bikes?)\b/u, words: "bike bikes", means: "bicycle bicycles cycle cycles" },
  { phrase: /\b(?:cars?)\b/u, words: "car cars", means: "vehicle vehicles parking" },
  { phrase: /\bborrow(?:s|ed|ing)?\b/u, words: "borrow borrows borrowed borrowing", means: "loan loans lend lending" },
  { phrase: /\bweekends?\b/u, words: "weekend weekends", means: "saturday saturdays sunday sundays" },
  {
    phrase: /\b(?:complain|complaints?|moan)\b/u,
    words: "complain complaint complaints moan",
    means: "complaint complaints feedback concerns",
  },
  { phrase: /\bopen(?:s|ing)?\b/u, words: "open opens opening", means: "hours from opening" },
  { phrase: /\b(?:close|closes|closing|shut|shuts)\b/u, words: "close closes closing shut shuts", means: "closed until hours" },

  {
    phrase: /\b(?:don't|do not|doesn't|does not|didn't|not|never|fail to|forget to) pay\b/u,
    words: "pay",
    means: "unpaid overdue arrears",
  },
  { phrase: /\bon time\b/u, words: "time", means: "due late overdue deadline" },
  { phrase: /\b(?:waiting|wait) time\b/u, words: "time", means: "wait months weeks years" },
  {
    phrase: /\bback in (?:use|service|action)\b|\bworking again\b/u,
    words: "back use service working",
    means: "returned service resumed restored repaired",
  },
  { phrase: /\bhow long can (?:we|i|you|they) (?:stay|be there|remain)\b/u, words: "stay remain", means: "hours until end finish" },
  {
    phrase: /\b(?:another|other|a foreign|foreign) countr(?:y|ies)\b|\boverseas\b/u,
    words: "country countries foreign overseas",
    means: "abroad overseas international",
  },
  {
    phrase: /\bexpir(?:e|es|ed|y)\b|\brun out\b/u,
    words: "expire expires expired expiry run",
    means: "valid until expiry expires deadline",
  },
  { phrase: /\bdeadline\b/u, words: "deadline", means: "valid until due closing" },
  {
    phrase: /\b(?:pensioners?|oaps?|seniors?|elderly|retired people|retirees?)\b/u,
    words: "pensioner pensioners oap oaps senior seniors elderly retired retiree retirees",
    means: "over 60 65 senior seniors retired concession",
  },
  // What something costs, in the words a price list uses for it.
  {
    phrase: /\bcharg(?:e|es|ed|ing)\b|\bcosts?\b|\bprices?\b|\bfees?\b/u,
    words: "charge charges charged charging cost costs price prices fee fees",
    means: "pay pays paid fee fees price prices cost costs charge pounds membership",
  },
  { phrase: /\bjoin(?:s|ing)?\b/u, words: "join joins joining", means: "membership member members register" },
  { phrase: /\bkids?\b|\bkids'/u, words: "kid kids", means: "child children junior juniors" },
  // A clipped name: "the co-op" is the co-operative its documents name in full ("co" and "op" split apart).
  { phrase: /\bco-?ops?\b/u, words: "co op ops coop coops", means: "operative operatives cooperative cooperatives" },
  { phrase: /\bgrown[- ]?ups?\b/u, words: "grown up ups grownup grownups", means: "adult adults" },
  { phrase: /\bhow old\b/u, words: "old", means: "age aged ages" },
  { phrase: /\brent(?:s|ed|ing|al)?\b/u, words: "rent rents rented renting rental", means: "hire hired hirer hiring lease let" },
  { phrase: /\bhir(?:e|es|ed|ing)\b/u, words: "hire hires hired hiring", means: "rent rental hirer" },
  // The ways of saying "buy"; selling is the other side of the sale, so it answers only where or from
  // whom one buys ("Where can I buy compost?" / "The hut sells compost"), not why ("shops cannot sell").
  { phrase: /\bbuy(?:s|ing)?\b|\bbought\b/u, words: "buy buys buying bought", means: "purchase purchased purchases purchasing" },
  {
    phrase: /\bwhere\b.{0,30}\b(?:buy|get|purchase)\b|\b(?:buy|bought|purchase)\b.{0,40}\bfrom\b/u,
    words: "buy buys buying bought purchase get",
    means: "sell sells sold sale sales",
  },
  // What a person wants, as a form asks it: "Preferred site:", "Preference".
  {
    phrase: /\b(?:wants?|wanted|wanting|would like|prefers?)\b/u,
    words: "want wants wanted wanting like prefer prefers",
    means: "preferred preference prefer choice",
  },
  { phrase: /\bwheelchairs?\b/u, words: "wheelchair wheelchairs", means: "accessible accessibility step-free disabled" },
  { phrase: /\b(?:not allowed|can(?:no|')t|banned)\b/u, words: "allowed allow", means: "forbidden prohibited banned permitted" },
  // A ban said as a rule: "What's banned?" / "The following are not allowed:".
  {
    phrase: /\b(?:banned|prohibited|forbidden|barred|outlawed|off[\s-]limits)\b/u,
    words: "banned prohibited forbidden barred outlawed limits",
    means: "allowed permitted",
  },
  // Whom to go to: "Who should I speak to about …?" / the "Who to contact" section, "questions go to …".
  {
    phrase: /\b(?:speak|talk|write|turn|report)\s+to\b|\bget\s+in\s+touch\b|\bget\s+hold\s+of\b/u,
    words: "speak talk write turn report touch hold",
    means: "contact contacts",
  },
  // A duty said the way a person says it: "who looks after / deals with / sorts out / keeps track of …" is
  // answered by "… are dealt with by", "… is managed by", "responsible for" (role-duties.ts names the roles).
  {
    phrase:
      /\blook(?:s|ed|ing)? after\b|\btak(?:e|es|ing) care of\b|\bdeal(?:s|t|ing)? with\b|\bhandl(?:e|es|ed|ing)\b|\bsort(?:s|ed|ing)? (?:\S+ )?out\b|\bkeep(?:s|ing)? (?:track|an eye)\b|\boversee(?:s|ing)?\b|\bwho\b.{0,30}\brun(?:s|ning)?\b/u,
    words:
      "look looks looked looking take takes taking care deal deals dealt dealing handle handles handled handling sort sorts sorted sorting keep keeps keeping track eye oversee oversees overseeing run runs running",
    means:
      "responsible responsibility charge manages managed manager organised organises organized organizes dealt handles handled looks looked keeps kept runs",
  },
  // Taking part, as a document invites it: "how do I get involved?" / "anyone can join", "volunteers are welcome".
  {
    phrase:
      /\bget(?:ting)? involved\b|\btak(?:e|ing) part\b|\bpitch(?:ing)? in\b|\bvolunteer(?:ing)?\b|\bhow (?:do|can|could) (?:i|we) help\b/u,
    words: "get getting involved take taking part pitch pitching volunteer volunteering help",
    means: "join joining joined volunteer volunteers volunteering member members membership register sign",
  },
  // How a year went, as a report heads it: "what went well?" / "Highlights", "what went wrong?" / "Challenges".
  {
    phrase:
      /\b(?:went|go|goes|going|gone) (?:well|right|great|brilliantly|smoothly)\b|\bsuccess(?:es|ful)?\b|\bwins\b|\bgood news\b|\bproud(?:est)? of\b/u,
    words: "went go goes going gone well right great brilliantly smoothly success successes successful wins good news proud proudest",
    means: "highlights highlight achievements achieved success successes record best",
  },
  {
    phrase: /\b(?:went|go|goes|going|gone) (?:badly|wrong|poorly)\b|\bsetbacks?\b|\bbad news\b|\bstruggl(?:e|es|ed|ing)\b/u,
    words: "went go goes going gone badly wrong poorly setback setbacks bad news struggle struggles struggled struggling",
    means: "challenges challenge difficult difficulties problems problem disappointing disappointment lower fewer fell lost",
  },
  // What is wanted next, as a report states it: "what do they want to do next year?" / "Plans for 2026", "we plan to …".
  {
    phrase:
      /\b(?:want|wants|wanting|hope|hopes|hoping|intend|intends|aim|aims|planning) to\b|\bnext year\b|\bthe future\b|\bwhat'?s next\b|\bcoming up\b|\bup next\b|\bin the pipeline\b/u,
    words: "want wants wanting hope hopes hoping intend intends aim aims planning next future coming",
    means: "plan plans planned planning aim aims intend intends priorities goals future",
  },
  // Leaving last is locking up: "I'm the last one here, what do I do before I go?" / "The last member to leave must:".
  {
    phrase: /\bbefore (?:i|we|you) (?:go|leave|head off|head home)\b|\blast (?:one|person|out)\b/u,
    words: "go leave head home one person out",
    means: "leave leaving locking lock close closing",
  },
  // What is left at a year's end, as accounts say it: "money left over" / "a surplus", "which leaves £…".
  {
    phrase: /\bleft ?over\b|\bspare\b|\bin the (?:black|red)\b|\bbreak(?:s|ing)? even\b/u,
    words: "left over leftover spare black red break even",
    means: "surplus deficit balance leaves remaining reserves",
  },
  // Money coming in, asked "how much did they take / make / bring in / raise?": the income a report states.
  {
    phrase: /\bhow much (?:\S+ ){0,5}?(?:take|took|taken|make|made|earn|earned|bring|brought|raise|raised|pull|pulled|rake|raked)\b/u,
    words: "take took taken make made earn earned bring brought raise raised pull pulled rake raked",
    means: "income raised earned received revenue donations",
  },
  { phrase: /\bworr(?:y|ies|ied)\b/u, words: "worry worries worried", means: "question questions concern concerns" },
  // Free to do something is available: "When is the applicant free?" / "Available: Weekday evenings".
  { phrase: /\bfree\s+(?:to|on|at|in)\b|\bwhen\b.{0,40}\bfree\b/u, words: "free", means: "available availability" },
  // What one pays is a fee, a rent, a charge: "Do juniors pay less?" / "Yearly fees … £90 for juniors".
  // Not "cost" or "price": "By when do I pay my pitch fee?" is not answered by "A pitch costs £45".
  { phrase: /\b(?:pay|pays|paid|paying)\b/u, words: "pay pays paid paying", means: "fee fees rent charge charges" },
  // What got done is what a report lists as its highlights or achievements.
  {
    phrase: /\b(?:get|gets|got|getting)\b(?:\s+\S+){0,3}?\s+done\b|\b(?:achieve|achieves|achieved|accomplish|accomplished)\b/u,
    words: "get gets got getting done achieve achieves achieved accomplish accomplished",
    means: "highlights highlight achievements",
  },
  // How far is a distance, stated in its unit: "row further" / "rowed 18,460 km".
  {
    phrase: /\b(?:further|farther|furthest|farthest|far|distance)\b/u,
    words: "further farther furthest farthest far distance",
    means: "km kilometres kilometers miles metres",
  },
  { phrase: /\b(?:need|needs|needed)\b/u, words: "need needs needed", means: "must required require requires mandatory" },
  // What changed is what was done differently ("What we did differently"); not "new", which changes nothing said.
  { phrase: /\bchang(?:e|es|ed|ing)\b/u, words: "change changes changed changing", means: "different differently" },
  { phrase: /\bfix(?:es|ed|ing)?\b/u, words: "fix fixes fixed fixing", means: "repair repaired repairs" },
  { phrase: /\bbroken\b/u, words: "broken", means: "damaged damage faulty" },
  { phrase: /\bboss(?:es)?\b/u, words: "boss bosses", means: "manager supervisor chair chairman president director head leader" },
  { phrase: /\bbooze\b|\bdrinks?\b/u, words: "booze drink drinks", means: "alcohol alcoholic beverages" },
  { phrase: /\b(?:rubbish|trash|garbage)\b/u, words: "rubbish trash garbage", means: "waste refuse litter bins" },
  { phrase: /\bpets?\b/u, words: "pet pets", means: "animals dogs" },
  { phrase: /\bmoney\b/u, words: "money", means: "cost fee fees price payment pounds" },
  // Where money comes from is income; what goes out is spending, in the words accounts use.
  {
    phrase: /\b(?:money|funds?|funding)\b.{0,20}\bcome from\b|\bwhere\b.{0,30}\b(?:money|funds?|funding)\b/u,
    words: "money fund funds funding come",
    means: "income donations grant grants funded raised",
  },
  {
    phrase: /\bspend(?:s|ing)?\b|\bspent\b|\boutgoings\b/u,
    words: "spend spends spending spent outgoings",
    means: "spent spend spending expenditure expenses costs",
  },
  { phrase: /\b(?:party|parties|bash)\b/u, words: "party parties bash", means: "event events function celebration" },
  // A duration said in another unit: "a week before" / "less than 14 days before".
  { phrase: /\b(?:weeks?|fortnight)\b/u, words: "week weeks fortnight", means: "days day" },
  { phrase: /\bmonths?\b/u, words: "month months", means: "weeks days" },
  // Founding said the way a history states it: "Who founded the duchy?" / "was established by … Rollo".
  {
    phrase: /\bfound(?:s|ed|ing|er|ers)\b/u,
    words: "found founds founded founding founder founders",
    means: "establish established establishes establishment create created set",
  },
  { phrase: /\bstart(?:s|ed|ing)?\b/u, words: "start starts started starting", means: "begin begins commence commences opens from" },
  { phrase: /\b(?:finish|finishes|end|ends)\b/u, words: "finish finishes end ends", means: "close closes until" },
];

/**
 * For each content term of the question that an everyday wording of it stands for, the terms a
 * document may state it with ("call" of "call off" → cancel, cancellation, …). Empty when none applies.
 */
export function documentWordsFor(question: string): Map<string, Set<string>> {
  const text = question.toLowerCase().replace(/’/gu, "'");
  const questionTerms = new Set(contentTerms(question));
  const found = new Map<string, Set<string>>();
  for (const wording of wordings) {
    if (!wording.phrase.test(text)) continue;
    const means = contentTerms(wording.means);
    for (const term of new Set(contentTerms(wording.words)))
      if (questionTerms.has(term)) found.set(term, new Set([...(found.get(term) ?? []), ...means]));
  }
  // "Who looks after the money?" is answered by the sentence naming the treasurer (role-duties.ts).
  for (const [term, means] of roleWordsFor(question))
    if (questionTerms.has(term)) found.set(term, new Set([...(found.get(term) ?? []), ...means]));
  return found;
}

// "How did the embargo affect Europe?", "What effect did the strike have on prices?": the verb of
// effect is the question's form; a sentence says what happened to Europe, not that it "affected" it.
const effectVerb =
  /\b(how|in what ways?)\s+(did|does|do|has|have|had|will|would|could|can|might)\b(.{1,80}?)\s+(?:affect|affected|impact|impacted|influence|influenced|hit|change|changed)\b/giu;
const effectNoun = /\bwhat\s+(?:effects?|impacts?|influence)\s+(did|does|do|has|have|had|will|would)\b(.{1,80}?)\s+(?:have|has|had)\b/giu;
// "What measures did countries take to save oil?": taking measures is the form; the sentences say
// what was done ("banned driving on Sundays"), not that a measure was taken.
const measuresTaken =
  /\b(what|which)\s+(?:measures|steps|actions|action|precautions)\s+(did|do|does|has|have|had|were|was|will|would)\b(.{0,80}?)\s+(?:take|taken|took|adopt|adopted|implement|implemented|introduce|introduced)\b/giu;

/**
 * The question without the words of its form ("What happens if I cancel?" asks for a consequence;
 * no sentence says "happen"), as "how long" is a form and not a word to find.
 */
export function withoutQuestionForm(question: string): string {
  return (
    question
      .replace(/\bwhat\s+(?:happens|will happen|would happen|happened)\b/giu, "what")
      // "take place" is "happen": where or when something happens is asked, not the words.
      .replace(/\b(?:take|takes|took|taking|taken)\s+place\b/giu, " ")
      .replace(effectVerb, "$1 $2$3")
      .replace(effectNoun, "what $1$2")
      .replace(measuresTaken, "$1 $2$3")
  );
}
