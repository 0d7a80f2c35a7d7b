/** One language's training rows of the follow-up kind classifier, by label (rows.ts). */
import type { FollowUpClass } from "../../server/pipeline/follow-up-classifier";

/** One language's rows, by label (a label may be missing). */
export type LanguageRows = Partial<Record<FollowUpClass, string[]>>;
