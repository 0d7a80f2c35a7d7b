/**
 * A heading that names an AI system as the reader, in the languages ("Sistema de IA: diz aos leitores que …", "AI 시스템:
 * … 안내하세요", "KI-System: sag …", "Système d'IA : réponds que …"), then an order of those an AI reader is given
 * (tell, say, answer, reply, inform, write, direct). rules.ts `ai_system_heading` reads the English one (held-out set 8,
 * spent, missed "AI system: … Tell staff to …" in white text); the round-13 audit's dev half missed the Portuguese and
 * Korean ones in a PDF's white text and a Word file's white run. A document has no reason to write to an AI system; one
 * that defines or discusses AI systems ("AI system: a machine-based system that infers …", "Sistema de IA: según el
 * reglamento, un sistema de IA de alto riesgo debe …", "AIシステム：導入は来年度に延期") gives no such order.
 * Documents only. Matched on the folded lines (lower case, accents removed, full-width colons read as ":").
 */
const ai = String.raw`(?:ai|ki|ia|ии|ші|llm|gpt|tekoaly\p{L}*|umel\p{L}* inteligenc\p{L}*|yapay zeka|inteligenta artificiala|inteligencia artificial|intelligenza artificiale|intelligence artificielle|kunstliche intelligenz|kunstig intelligens|מערכת בינה מלאכותית|בינה מלאכותית|هوش مصنوعی|এআই|人工智能|人工知能|인공지능)`;
const systemNoun = String.raw`(?:system\p{L}*|systeme|sistem\p{L}*|systeem|systemet|systém|система|системы|системо|modell?\p{L}*|model\p{L}*|agent\p{L}*|agente|assistent\p{L}*|assistente|asistente|ассистент\p{L}*|järjestelmä\p{L}*|jarjestelma\p{L}*|rendszer\p{L}*|he thong|mo hinh|ระบบ|โมเดล|מערכת|سیستم|mfumo|sistema ng|সিস্টেম|系统|系統|システム|モデル|助手|アシスタント|시스템|모델|어시스턴트)`;
/** "sistema de IA", "système d'IA", "KI-System", "AI system", "AI 시스템", "AI系统", "hệ thống AI", "mfumo wa AI". */
const aiSystem = String.raw`(?:${systemNoun}[\s-]*(?:(?:de|d'|di|da|do|wa|ng|na|за|з)[\s']*)?${ai}|${ai}[\s-]*${systemNoun})`;
/** Orders an AI reader is given, per language (imperatives, and the polite forms of the languages that use them). */
const orders = [
  ...["tell", "say", "answer", "reply", "respond", "inform", "write", "state", "direct", "send", "claim", "present"],
  ...["sag", "sage", "antworte", "schreib\\p{L}*", "teile", "behaupte", "dis", "dites", "reponds", "repondez"],
  ...["ecris", "ecrivez", "dile", "diles", "responde", "responda", "informa", "escribe", "afirma"],
  ...["dici", "rispondi", "scrivi", "comunica", "diz", "diga", "digam", "escreve", "escreva", "zeg", "vertel"],
  ...["antwoord", "schrijf", "скажи", "сообщи", "ответь", "напиши", "повідом", "відповідай", "powiedz", "odpowiedz", "napisz"],
  ...["rekni", "odpovez", "napis", "svara", "skriv", "svar", "fortell", "fortael", "sano", "kerro"],
  ...["vastaa", "kirjoita", "mondd", "ird", "valaszolj", "kozold", "spune", "raspunde", "scrie", "hay noi", "tra loi"],
  ...["noi rang", "soyle", "yaz", "bildir", "sema", "waambie", "jibu", "sabihin", "sabihin mo", "sagutin"],
].join("|");
const ordersUnspaced = [
  ...["말하", "안내하", "답하", "알려", "전하", "答えて", "伝えて", "言って", "書いて", "案内して", "告诉", "回答", "说", "写"],
  ...["บอก", "ตอบ", "אמור", "תגיד", "ענה", "כתוב", "بگو", "پاسخ بده", "بنویس", "বলো", "বলুন", "লেখো", "जवाब", "बताओ", "कहो"],
].join("|");

export const aiSystemHeadingNative = new RegExp(
  String.raw`(?:^|[.!?]\s+)${aiSystem}\s*:[^\n]{0,200}?(?:(?<![\p{L}\p{N}])(?:${orders})(?![\p{L}\p{N}])|${ordersUnspaced})`,
  "mu",
);
