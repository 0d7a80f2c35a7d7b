/**
 * Where the learned classifier's document verdict can be trusted alone (issue 17). Nearly every document row it was
 * trained on is written in the Latin script (819 of 837: the written training rows of scripts/security/augment.ts, the
 * ordinary SQuAD and WikiTableQuestions passages of scripts/security/ordinary.ts; the other 18 are session 14's short
 * notes in Arabic, Cyrillic, Bengali, Devanagari and Ethiopic), while its questions span a dozen scripts. A document in
 * another script is scored by what the model learned from short questions, where attacks outnumber benign rows
 * (Hangul 110 to 73, Thai 71 to 27), so ordinary prose there can read as an order: the corpus's Korean card-benefits
 * leaflet was stored with both passages marked by the classifier alone (0.78 and 0.81 over the document threshold
 * 0.74), and so was a Russian staff guide to signing in (0.87, session 16's audit). In such text the classifier alone
 * needs corroboration (detect.ts). Retraining with document prose of other scripts in earnest would move this line:
 * tests/unit/core/injection/document-scripts.test.ts checks it against the training rows.
 */

/** The scripts of (nearly all) the document prose the classifier was trained on. */
export const documentTrainingScripts = ["Latin"] as const;

const letter = /\p{L}/gu;
const trainedScript = new RegExp(documentTrainingScripts.map((script) => String.raw`\p{Script=${script}}`).join("|"), "gu");

/** Links and e-mail addresses: Latin letters whatever the language around them, so no words of its prose. */
const address = /https?:\/\/\S+|(?<![\p{L}\p{N}])www\.\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/giu;

/**
 * Whether most of a text's letters, its links and e-mail addresses left out, are in a script the classifier read no
 * document prose in ("价格含增值税，详情请见 https://www.example.cn/price …" is Chinese, though its link holds more letters).
 */
export function writtenOutsideDocumentScripts(text: string): boolean {
  const prose = text.replace(address, " ");
  const letters = prose.match(letter)?.length ?? 0;
  if (letters === 0) return false;
  const trained = prose.match(trainedScript)?.length ?? 0;
  return trained / letters < 0.5;
}
