import jschardet from "jschardet";

export interface DecodedText {
  text: string;
  encoding: string;
}

/** jschardet's names mapped to labels Node's TextDecoder knows; anything else falls back to windows-1252. */
const decoderLabels: Record<string, string> = {
  cp932: "shift_jis",
  shift_jis: "shift_jis",
  "euc-jp": "euc-jp",
  gb2312: "gbk",
  gb18030: "gb18030",
  big5: "big5",
  "euc-kr": "euc-kr",
  "windows-1251": "windows-1251",
  "windows-1252": "windows-1252",
  "iso-8859-1": "windows-1252",
  "iso-8859-2": "iso-8859-2",
  "iso-8859-5": "iso-8859-5",
  "iso-8859-7": "iso-8859-7",
  "windows-1253": "windows-1253",
  "windows-1255": "windows-1255",
  "koi8-r": "koi8-r",
  "maccyrillic": "x-mac-cyrillic",
  "ibm866": "ibm866",
  "tis-620": "windows-874",
};

/**
 * Decodes uploaded text (CSV, TXT, MD) in the order research §9 validated: a byte-order mark, then
 * strict UTF-8, then a jschardet guess, then windows-1252 (which decodes any byte sequence).
 * SheetJS and plain `toString()` both garble UTF-16BE, Shift_JIS and BOM-less UTF-8, hence this step.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8 (BOM)" };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le (BOM)" };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be (BOM)" };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch (error) {
    if (!(error instanceof TypeError)) throw error; // TypeError is how a fatal TextDecoder reports invalid UTF-8
  }
  // 64 KiB is plenty for a guess and keeps big files cheap.
  const guess = jschardet.detect(bytes.subarray(0, 65_536));
  const label = decoderLabels[(guess.encoding ?? "").toLowerCase()] ?? "windows-1252";
  return { text: new TextDecoder(label).decode(bytes), encoding: label };
}
