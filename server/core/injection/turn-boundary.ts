/**
 * Context switching (round 12's audit by kind, security/audit-kinds.ts): a message that declares what came before
 * finished ("End of document.", "### End of user question ###", "Fin du message.", "文档结束") and opens a new part
 * that gives orders ("New task:", "Begin admin override", "Neue Aufgabe:", "新任务："), so the model takes what
 * follows as a fresh turn rather than as the person's text. Both markers have to open a segment (the text's start, or
 * after a sentence end, a colon or a run of #, -, =, *, brackets): "At the end of the document, is there a new task
 * listed?" names both as the topic of a question and opens neither. Matched on the folded text (lower case, accents
 * removed).
 */

/** "The end of the document", in the lexicon's main languages. */
const endOf = [
  String.raw`(?:that'?s\s+|this\s+is\s+|here\s+is\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?(?:user(?:'s)?\s+)?(?:question|input|message|document|context|prompt|text|file|data|query|task|excerpt|passage)`,
  String.raw`ende\s+(?:des|der)\s+(?:dokument\p{L}*|nachricht|frage|eingabe|text\p{L}*|kontext\p{L}*)`,
  String.raw`fin\s+(?:du|de\s+la|de\s+l')\s*(?:document|message|question|texte|contexte|saisie)`,
  String.raw`fin\s+(?:del|de\s+la)\s+(?:documento|mensaje|pregunta|texto|contexto)`,
  String.raw`fine\s+(?:del|della|dello)\s+(?:documento|messaggio|domanda|testo|contesto)`,
  String.raw`fim\s+(?:do|da)\s+(?:documento|mensagem|pergunta|texto|contexto)`,
  String.raw`einde\s+van\s+(?:het|de)\s+(?:document|bericht|vraag|tekst|context)`,
  String.raw`slut\s+pa\s+(?:dokumentet|meddelandet|fragan|texten)|(?:dokumentet|texten)\s+slut`,
  String.raw`koniec\s+(?:dokumentu|wiadomosci|pytania|tekstu|kontekstu)`,
  String.raw`конец\s+(?:документа|сообщения|вопроса|текста|контекста)`,
  String.raw`(?:belgenin|mesajin|sorunun|metnin)\s+sonu`,
  String.raw`τελος\s+(?:του\s+εγγραφου|του\s+μηνυματος|της\s+ερωτησης|του\s+κειμενου)`,
  String.raw`انتهى\s+(?:المستند|النص|السؤال|الملف)|نهاية\s+(?:المستند|النص|السؤال)`,
  String.raw`(?:दस्तावेज़|दस्तावेज|संदेश|सवाल|प्रश्न)\s+(?:समाप्त|खत्म)`,
  String.raw`(?:文档|文件|消息|问题|文本|用户输入)(?:到此)?(?:结束|完毕)`,
  String.raw`(?:文書|ドキュメント|メッセージ|質問|テキスト)(?:は|の)?(?:終わり|終了)`,
  String.raw`(?:문서|메시지|질문|텍스트)(?:의)?\s*(?:끝|종료)`,
  String.raw`akhir\s+(?:dokumen|pesan|pertanyaan|teks)|(?:dokumen|teks)\s+(?:selesai|berakhir)`,
].join("|");

/** A new part that gives orders: "new task", "begin admin override", in the same languages. */
const newPart = [
  String.raw`(?:begin|start)\s+(?:of\s+)?(?:the\s+)?(?:admin|system|developer|new|override|root)\b`,
  String.raw`new\s+(?:task|instructions?|directives?|orders?|rules|system\s+prompt|session|role|objective)`,
  String.raw`(?:admin|system|developer|root)\s+(?:override|mode|instructions?|command)`,
  String.raw`neue\s+(?:aufgabe|anweisung\p{L}*|regeln)|nouvel\p{L}*\s+(?:tache|consigne\p{L}*|instruction\p{L}*|regles)`,
  String.raw`nuev\p{L}*\s+(?:tarea|instruccion\p{L}*|reglas)|nuov\p{L}*\s+(?:compit\p{L}*|istruzion\p{L}*|regole)`,
  String.raw`nova\p{L}*\s+(?:tarefa|instruc\p{L}*|regras)|nieuwe\s+(?:taak|opdracht|instructies|regels)`,
  String.raw`nya?\s+(?:uppgift|instruktion\p{L}*|regler)|now\p{L}*\s+(?:zadanie|instrukcj\p{L}*|polecenie|zasady)`,
  String.raw`нов\p{L}+\s+(?:задача|задание|инструкци\p{L}*|правила)|yeni\s+(?:gorev|talimat\p{L}*|kurallar)`,
  String.raw`νε\p{L}+\s+(?:εργασια|οδηγι\p{L}*|αποστολη)|مهمة\s+جديدة|تعليمات\s+جديدة|नया\s+(?:काम|कार्य)|नए\s+निर्देश`,
  String.raw`新(?:的)?(?:任务|指令|指示)|新しい(?:タスク|指示|命令)|새(?:로운)?\s*(?:작업|지시|명령|과제)|(?:tugas|instruksi|perintah)\s+baru`,
].join("|");

/** A segment's opening: the text's start, a sentence end, a colon, or a run of markup. */
const opening = String.raw`(?:^|[.!?:;。！？：；|/\n]\s*|[#\-=*\[\]<>()]{2,}\s*|[\[<(]\s*)`;

export const turnBoundary = new RegExp(String.raw`${opening}(?:${endOf})[^\n]{0,80}?${opening}(?:${newPart})`, "u");
