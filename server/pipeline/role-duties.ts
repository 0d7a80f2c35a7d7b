/**
 * Roles and the duties people ask them by (docs/architecture.md#reasoner): a person asks "who looks
 * after the money?", "who do I see about bookings?", "who runs the club?"; a document names the
 * holder by the role, "the treasurer is …", "bookings go to the lettings officer", "the chair, …". A
 * lexicon of the officers of clubs, societies, charities, schools and workplaces and what each one
 * does, from general knowledge of how such bodies are run, never from one document. A who-question
 * holds a duty's word wherever a sentence names a role that does it. Not the other way: "Who chairs
 * the group?" is not answered by a sentence about a meeting. Pure, no I/O.
 */
import { contentTerms } from "../core/text-analysis";

interface RoleDuty {
  /** The names a document gives the role. */
  roles: string;
  /** The things a person asks the role about. */
  duties: string;
}

const roleDuties: RoleDuty[] = [
  {
    roles: "treasurer bursar finance officer accountant",
    duties:
      "money finance finances financial accounts account funds budget payments subs subscriptions bank banking bookkeeping expenses invoices cash",
  },
  { roles: "membership secretary", duties: "membership memberships members renewals renew renewing renewal joining subs" },
  { roles: "secretary clerk", duties: "minutes correspondence letters paperwork records admin administration agenda notices" },
  {
    roles: "chair chairman chairwoman chairperson president",
    duties: "meetings committee",
  },
  { roles: "bookings booking lettings officer secretary", duties: "bookings booking book hire hiring reservations reserve lettings" },
  { roles: "safeguarding welfare officer lead", duties: "safeguarding children child welfare bullying vulnerable" },
  { roles: "first aider aiders", duties: "injury injuries injured hurt aid accident accidents ill" },
  { roles: "safety officer", duties: "safety hazards hazard fire risk risks" },
  {
    roles: "caretaker keyholder keyholders facilities site manager warden",
    duties: "building keys key lock locking repairs maintenance heating cleaning premises",
  },
  { roles: "editor", duties: "newsletter magazine bulletin" },
  { roles: "webmaster web editor", duties: "website online" },
  { roles: "social secretary events officer organiser organizer", duties: "events socials social parties outings trips" },
  { roles: "fixtures secretary captain", duties: "fixtures matches games team selection" },
  { roles: "coach coaches instructor instructors trainer tutor tutors teacher", duties: "training coaching lessons teaching classes" },
  { roles: "volunteer coordinator co-ordinator", duties: "volunteers volunteering rota" },
  { roles: "librarian", duties: "library loans" },
  { roles: "recorder records officer", duties: "records sightings recording" },
  { roles: "press publicity officer", duties: "press media publicity" },
  { roles: "fundraising officer fundraiser", duties: "fundraising donations grants sponsorship" },
  { roles: "data protection officer", duties: "data privacy personal information" },
  { roles: "technician", duties: "equipment machines machine technical" },
  { roles: "kit manager quartermaster equipment officer", duties: "kit equipment uniforms gear" },
  { roles: "groundsman groundskeeper greenkeeper", duties: "grounds pitch grass green" },
  { roles: "receptionist reception", duties: "visitors enquiries arrivals" },
  { roles: "archivist historian", duties: "archive archives history" },
];

// A question for a person: "who …", "whom …", "whose …", "which person …", "the person to ask".
const asksForPerson =
  /\b(?:who|whom|whose|who's)\b|\bwhich (?:person|people|officer|officers|member|volunteer)\b|\b(?:person|people|someone|somebody) (?:who|that|to (?:ask|contact|speak|talk|see))\b/iu;

// Words of a title that name no role alone ("the kit manager", "the safety officer", "the membership
// secretary"): a sentence holding one ("not with the team's manager") need not be about the duty asked.
const titleWords = new Set(
  contentTerms(
    "officer officers secretary manager managers lead leader head director coordinator co-ordinator site web records equipment events press data protection social bookings booking lettings welfare safety safeguarding fundraising volunteer kit finance fixtures membership reception facilities",
  ),
);

const lexicon = roleDuties.map(({ roles, duties }) => ({
  roles: new Set(contentTerms(roles).filter((term) => !titleWords.has(term))),
  duties: new Set(contentTerms(duties)),
}));

/** For each content term of a question asking for a person that is a duty, the roles that do it. Empty for other questions. */
export function roleWordsFor(question: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  if (!asksForPerson.test(question)) return found;
  for (const term of new Set(contentTerms(question)))
    for (const { roles, duties } of lexicon) {
      if (duties.has(term) && roles.size > 0) found.set(term, new Set([...(found.get(term) ?? []), ...roles]));
    }
  return found;
}
