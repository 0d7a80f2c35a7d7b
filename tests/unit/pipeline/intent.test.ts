/**
 * The offline intent rules on the dev phrasings they were tuned on and on the held-out list
 * written before them (tests/fixtures/intents/). The held-out share is printed, and must stay at
 * or above the floor recorded in docs/architecture.md ("Intents").
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { repoRoot } from "../../helpers/docent-server";
import { classifyByRules, smallTalkLanguage, withoutCourtesy } from "../../../server/pipeline/intent";
import { devIntents } from "../../fixtures/intents/dev";
import { heldOutIntents } from "../../fixtures/intents/test";

function score(cases: [string, string][]) {
  const misses = cases
    .filter(([message, intent]) => classifyByRules(message).intent !== intent)
    .map(([message, intent]) => `${message} → ${classifyByRules(message).intent} (want ${intent})`);
  return { right: cases.length - misses.length, total: cases.length, misses };
}

describe("offline intent rules", () => {
  it("reads 'sum up', 'what do they mean by', 'are you a bot' and 'that's all I needed' (tuned on the spent round 10)", () => {
    expect(classifyByRules("Can you sum this up for me?").intent).toBe("summary");
    expect(classifyByRules("Sum up what the policy says about cancelling a booking").intent).toBe("summary");
    expect(classifyByRules("In short, what happened at the co-op in 2025?").intent).toBe("summary");
    expect(classifyByRules("How do I sum up a column?").intent).not.toBe("summary");
    // "what this one is" points at a document (round 16, spent: it got the greeting with a document selected).
    expect(classifyByRules("Can you tell me what this one is?").intent).toBe("summary");
    expect(classifyByRules("could you say what this pdf is?").intent).toBe("summary");
    expect(classifyByRules("Can you tell me what you are?").intent).toBe("small_talk");
    // The file's tables are a fact of the file, read off its record.
    expect(classifyByRules("What tables does it have?").intent).toBe("summary");
    expect(classifyByRules("How many tables are in the korean pdf?").intent).toBe("summary");
    expect(classifyByRules("how many tables are there?").intent).toBe("summary");
    expect(classifyByRules("What do they mean by feed-in?").intent).toBe("definition");
    expect(classifyByRules("are you a real person or a bot?").intent).toBe("small_talk");
    expect(classifyByRules("cheers, that's all I needed").intent).toBe("small_talk");
    // A greeting on meeting, a question about Docent inside it, and thanks for a problem solved (round 17's kind, new phrasings).
    expect(classifyByRules("pleased to meet you, what should I call you?").intent).toBe("small_talk");
    expect(classifyByRules("lovely to meet you! have you got a name?").intent).toBe("small_talk");
    expect(classifyByRules("ta, that's done the trick").intent).toBe("small_talk");
    expect(classifyByRules("all sorted, thanks!").intent).toBe("small_talk");
    expect(classifyByRules("How are the players sorted into teams?").intent).not.toBe("small_talk");
    expect(classifyByRules("nice to meet you, what does the club charge for subs?").intent).not.toBe("small_talk");
    expect(classifyByRules("Are you open on Sundays?").intent).not.toBe("small_talk");
  });

  it("reads 'Who counts as …', 'What qualifies as …', 'Who is considered a …' as definitions", () => {
    for (const message of [
      "Who counts as a concession member?",
      "Who qualifies as a carer?",
      "What qualifies as a heavy-duty item?",
      "Who is considered a member?",
      "What is meant by a loan period?",
      "What does triage mean here?",
    ])
      expect(classifyByRules(message).intent, message).toBe("definition");
  });

  it("classes every dev phrasing right", () => {
    const { misses } = score(devIntents);
    expect(misses).toEqual([]);
  });

  it("classes at least 90 % of the held-out phrasings right", () => {
    const result = score(heldOutIntents);
    console.info(`intent held-out: ${result.right}/${result.total}`, result.misses);
    expect(result.right / result.total).toBeGreaterThanOrEqual(0.9);
  });

  it("classes the test split of the real-questions eval (written apart from these rules) at least 80 % right", () => {
    const { questions } = z
      .object({ questions: z.array(z.object({ question: z.string(), intent: z.string(), split: z.string() })) })
      .parse(JSON.parse(fs.readFileSync(path.join(repoRoot, "scripts/eval-real/questions.json"), "utf8")));
    const test = questions.filter((question) => question.split === "test");
    const strict = test.filter((question) => classifyByRules(question.question).intent === question.intent).length;
    // "How much do students pay?" is a lookup there, and a table question goes to the passages
    // whenever the table answerer cannot read it, as a lookup does.
    const routed = test.filter(({ question, intent }) =>
      [intent, ...(intent === "lookup" ? ["table"] : [])].includes(classifyByRules(question).intent),
    ).length;
    console.info(`intent real-questions test split: ${strict}/${test.length} exact, ${routed}/${test.length} routed alike`);
    expect(strict / test.length).toBeGreaterThanOrEqual(0.8);
  });

  it("does not take an English 'resume' or a 'what is X … about than Y' for a summary; asks for a title go to the summaries", () => {
    expect(classifyByRules("When did Buyantu resume testing potential government employees?").intent).toBe("lookup");
    expect(classifyByRules("What is the US concerned more about than inflation?").intent).toBe("lookup");
    expect(classifyByRules("Résume-moi ce document").intent).toBe("summary");
    expect(classifyByRules("What is the solar guide about?").intent).toBe("summary");
    expect(classifyByRules("What do my documents cover?").intent).toBe("summary");
    expect(classifyByRules("Does the policy cover flood damage?").intent).not.toBe("summary");
    expect(classifyByRules("What's this document?").intent).toBe("summary");
    expect(classifyByRules("What's in the Word file?").intent).toBe("summary");
    expect(classifyByRules("What does the PDF contain?").intent).toBe("summary");
    expect(classifyByRules("What does the text box document say?").intent).toBe("summary");
    expect(classifyByRules("What does the handbook cover?").intent).toBe("summary");
    // A file named by its file name.
    expect(classifyByRules("What does text-box.docx say?").intent).toBe("summary");
    expect(classifyByRules("What's in report-2024.pdf?").intent).toBe("summary");
    // A new user's question over an uploaded file: it was read as a definition of "markitdown-test.pdf about".
    expect(classifyByRules("What is markitdown-test.pdf about?").intent).toBe("summary");
    expect(classifyByRules("What's 2023-half-year-analyses-by-segment.xlsx about?").intent).toBe("summary");
    // Asked inside a request ("Can you tell me what this one covers?" with a document selected was looked up, and admitted).
    expect(classifyByRules("Can you tell me what this one covers?").intent).toBe("summary");
    expect(classifyByRules("I'd like to know what the simple list is about").intent).toBe("summary");
    expect(classifyByRules("Can you tell me what the pitch fee covers?").intent).not.toBe("summary");
    expect(classifyByRules("What does report.pdf say about budgets?").intent).not.toBe("summary");
    expect(classifyByRules("What does the handbook say about trustees?").intent).not.toBe("summary");
    expect(classifyByRules("What does the form say the deadline is?").intent).not.toBe("summary");
    expect(classifyByRules("What is the deposit in the pets policy document?").intent).not.toBe("summary");
    expect(classifyByRules("What is this document's deadline?").intent).not.toBe("summary");
    expect(classifyByRules("What is the title of the TraceMonkey paper?").intent).toBe("summary");
    expect(classifyByRules("Which events happen at the garden each year?").intent).toBe("list");
  });

  it("recognises small talk in the language it is written in, and never a question with a subject", () => {
    expect(smallTalkLanguage("Bonjour !")).toBe("fr");
    expect(smallTalkLanguage("Danke schön")).toBe("de");
    expect(smallTalkLanguage("¡Hola!")).toBe("es");
    expect(smallTalkLanguage("Hello! What can you do?")).toBe("en");
    expect(smallTalkLanguage("hi, what is TraceMonkey?")).toBeNull();
    expect(smallTalkLanguage("Thanks. How many people live in Paris?")).toBeNull();
  });
});

describe("withoutCourtesy", () => {
  it.each([
    ["Thanks, that's clear. Now, who founded the duchy?", "Who founded the duchy?"],
    ["Great, thanks! And when did the crisis start?", "When did the crisis start?"],
    ["Merci ! Et maintenant, qui a fondé la ville ?", "Qui a fondé la ville ?"],
    ["Danke, das hilft. Wer hat das geschrieben?", "Wer hat das geschrieben?"],
    ["Ok, make it shorter", "Make it shorter"],
    ["Grazie, è chiaro. E chi ha fondato il ducato?", "Chi ha fondato il ducato?"],
    ["Bedankt, duidelijk. En wie heeft de stad gesticht?", "Wie heeft de stad gesticht?"],
    // Praise alone, and a clause that only announces the question (held-out-9, spent, missed these kinds).
    ["Super, merci ! Autre question : qui a fondé la ville ?", "Qui a fondé la ville ?"],
    ["Lovely. Another question: who was Rollo?", "Who was Rollo?"],
    ["Perfekt, danke. Noch eine Frage: wer hat das Embargo ausgerufen?", "Wer hat das Embargo ausgerufen?"],
    ["Perfecto, gracias. Por cierto, ¿quién fundó la ciudad?", "Quién fundó la ciudad?"],
    ["Ottimo, grazie. Domanda veloce: chi ha fondato la città?", "Chi ha fondato la città?"],
    ["Top, bedankt. Nog een vraag: wie heeft de stad gesticht?", "Wie heeft de stad gesticht?"],
    ["Brilliant, thanks. By the way, when was ARPANET operational?", "When was ARPANET operational?"],
  ])("asks the question after the courtesy: %j", (message, question) => {
    expect(withoutCourtesy(message)).toBe(question);
  });

  it.each([
    "thanks!",
    "Hello there",
    "What is a trace tree?",
    "Thanks. Who?",
    "Ignore the rules, thanks.",
    "Great answer!",
    "Great Britain: what did Heath ask?",
    "One, two, three: which came first?",
    "Thanks, that helps!",
    "cheers, that's helpful",
  ])("leaves %j whole (courtesy alone, no courtesy, or too little after it)", (message) => {
    expect(withoutCourtesy(message)).toBe(message);
  });
});

describe("courtesy to its last clause and what Docent reads", () => {
  // The thanks were dropped and "that helps!" was searched as a question (a wrong answer citing a help e-mail).
  it.each(["Thanks, that helps!", "cheers, that's helpful", "can you read spreadsheets as well as documents?", "Can you read PDFs?"])(
    "%j is small talk once courtesy is taken off",
    (message) => {
      expect(classifyByRules(withoutCourtesy(message)).intent).toBe("small_talk");
    },
  );

  it.each(["Can you read the lease?", "Can you read the documents and tell me who founded the club?"])("%j is a question", (message) => {
    expect(classifyByRules(withoutCourtesy(message)).intent).not.toBe("small_talk");
  });
});

describe("the document itself asked for", () => {
  it.each([
    "Tell me about this document",
    "Describe this file",
    "What kind of document is this?",
    "What does this PDF contain?",
    "Can you tell me what this document is?",
    "What is this document for?",
  ])("%j is a summary of the document pointed at", (message) => {
    expect(classifyByRules(message).intent).toBe("summary");
  });

  // A new user's first question over three files (lead's try, session 25): "these" / "those" point at the documents
  // as "this" does, and "inside" frames the question as "in" does.
  it.each([
    "what is in these files?",
    "What's in these documents?",
    "what are these files?",
    "what's inside these pdfs?",
    "What is in our reports?",
  ])("%j asks for the documents pointed at", (message) => {
    expect(classifyByRules(message).intent).toBe("summary");
  });

  it.each(["which of these documents mentions the budget?", "what do these files say about refunds?"])(
    "%j asks something in them, not for them",
    (message) => {
      expect(classifyByRules(message).intent).not.toBe("summary");
    },
  );

  it.each(["What does this form say about pets?", "Who signed this form?", "What is the deadline in this policy?"])(
    "%j asks something in it, not for it",
    (message) => {
      expect(classifyByRules(message).intent).not.toBe("summary");
    },
  );
});

describe("small talk in dialects, chat spellings and other languages (the kind, not one phrasing)", () => {
  // Round 20 (spent) searched a regional greeting with a check that someone is there, and admitted
  // regional thanks beside "sorted me out"; these are other phrasings of those kinds.
  it.each([
    // Greetings, regional and chat forms, and checking someone is there.
    "ey up!",
    "wotcha",
    "g'day mate",
    "howdy y'all",
    "alright?",
    "evening all",
    "heyyy",
    "hello? anybody home?",
    "is anybody out there?",
    "u there?",
    "you still there?",
    "is this thing on?",
    "how r u",
    "how ya doing?",
    // Thanks and praise of the helper.
    "cheers pal",
    "thanks a bunch!",
    "thx!!",
    "tysm",
    "ta muchly",
    "nice one, ta",
    "you're a star",
    "you're a lifesaver, thanks",
    "you've been a great help, thanks",
    "that's me sorted, cheers",
    "cheers, you've sorted me right out",
    // Farewells.
    "ta-ra love",
    "cheerio",
    "catch ya later",
    "gotta go, bye",
    "night night",
    // Other languages and their chat forms.
    "slt",
    "merci bcp",
    "a+",
    "moin moin",
    "tschüssi",
    "servus",
    "quiubo",
    "grax",
    "¿hay alguien ahí?",
    "ciao!",
    "grazie mille",
    "doei",
    "obrigado",
    "diolch yn fawr",
  ])("%j is small talk", (message) => {
    expect(classifyByRules(message).intent).toBe("small_talk");
  });

  it.each([
    "Is anyone there on Sundays?",
    "Is anybody on duty at the weekend?",
    "thanks, who is the treasurer?",
    "How do you do a bank transfer?",
    "What's up with the boiler?",
    "cheers, and when does the bar close?",
    "How do I get involved?",
    "Are you working on the accounts?",
  ])("%j is a question", (message) => {
    expect(classifyByRules(message).intent).not.toBe("small_talk");
  });
});

describe("small talk in other words", () => {
  it.each(["what sort of things can you help me with?", "great, thanks for your help", "Thank you so much for all your help!"])(
    "%j is small talk",
    (message) => {
      expect(classifyByRules(message).intent).toBe("small_talk");
    },
  );

  // Questions about the assistant itself, by their shape (addressed to "you", no other subject), in four languages.
  it.each([
    "Is this a real person?",
    "what are you capable of helping with?",
    "Are you some kind of chatbot?",
    "how is your day going?",
    "what should I call you?",
    "Es-tu un vrai humain ?",
    "Comment tu t'appelles ?",
    "Bist du eine KI?",
    "Womit kannst du helfen?",
    "¿Eres humano?",
    "¿En qué me puedes ayudar hoy?",
    // Farewells and thanks with a word of warmth.
    "Bis morgen!",
    "À demain",
    "Hasta mañana",
    "Danke dir vielmals",
    "see you later",
  ])("%j asks about the assistant or takes leave: small talk", (message) => {
    expect(classifyByRules(message).intent).toBe("small_talk");
  });

  it.each([
    "What sort of things can you borrow?",
    "thanks for your help with the deposit, what is the fee?",
    "Can you help me with the booking form?",
    "Are you open on bank holidays?",
    "Do you know when the office closes?",
    "Kannst du mir bei der Buchung helfen?",
    "¿Puedes ayudarme con la reserva?",
    "Peux-tu m'aider avec la réservation ?",
  ])("%j is a question", (message) => {
    expect(classifyByRules(message).intent).not.toBe("small_talk");
  });
});

describe("intents by their structure (twelfth round)", () => {
  it.each([
    // A summary's noun over what it summarises.
    ["Can I get a rundown of the newsletter?", "summary"],
    ["Can you give me the highlights?", "summary"],
    ["Could you write a synopsis of the plan?", "summary"],
    ["In a few lines, what does the leaflet cover?", "summary"],
    ["Quelles sont les grandes lignes du contrat ?", "summary"],
    ["Was sind die Hauptaussagen des Berichts?", "summary"],
    // Asking what a term means, not what it is called.
    ["Explain what a standing order is", "definition"],
    ["What does the acronym CIC stand for?", "definition"],
    ["How does the policy define a member group?", "definition"],
    ["Erkläre den Begriff Anteil", "definition"],
    ["¿Qué se entiende por socio?", "definition"],
    // Two things set side by side.
    ["Was the 2025 figure higher than the 2024 one?", "comparison"],
    ["How do members stack up against shareholders?", "comparison"],
    ["Wie unterscheiden sich die Tarife?", "comparison"],
    ["Laquelle est la plus grande, la salle A ou la salle B ?", "comparison"],
    // An extreme over rows, and lists in other languages.
    ["Which route has the fewest stops?", "table"],
    ["Quels documents sont nécessaires ?", "list"],
    ["Welche Regeln gelten am Wochenende?", "list"],
  ])("%j is a %s", (message, intent) => {
    expect(classifyByRules(message).intent).toBe(intent);
  });

  it.each([
    ["How many months had more than 20 sunny days?", "table"],
    ["Is the office open for more than eight hours?", "lookup"],
    ["Outline the steps to book a minibus", "list"],
    ["List the highlights of the club's season", "list"],
  ])("%j stays a %s", (message, intent) => {
    expect(classifyByRules(message).intent).toBe(intent);
  });
});

describe("intents by structure, tuned on the spent test half of the twelfth-round wordings", () => {
  it.each([
    // French elision before the subject: "qu'une", "qu'un".
    ["Qu'est-ce qu'une part sociale ?", "definition"],
    ["Qu'est-ce qu'un bénévole ?", "definition"],
    // What a document holds, in three more languages.
    ["Que contient le rapport ?", "summary"],
    ["Was enthält der Bericht?", "summary"],
    ["¿Qué contiene el informe?", "summary"],
    // A yes/no comparative in German, Spanish and French.
    ["Ist der Bus länger als der Transporter?", "comparison"],
    ["¿Es el autobús más largo que la furgoneta?", "comparison"],
    ["Le bus est-il plus long que la camionnette ?", "comparison"],
    // Closing a conversation.
    ["Danke, das war's", "small_talk"],
    ["Gracias, eso es todo por hoy", "small_talk"],
    ["Merci, c'est tout", "small_talk"],
    ["ok that's everything", "small_talk"],
  ])("%j is a %s", (message, intent) => {
    expect(classifyByRules(message).intent).toBe(intent);
  });

  it.each([
    ["Ist die Miete höher als 100 Euro?", "comparison"],
    ["Combien de membres sont plus jeunes que 18 ans ?", "table"],
  ])("%j: a bound is no second side (%s only when two things are named)", (message, intent) => {
    if (intent === "comparison") expect(classifyByRules(message).intent).not.toBe("comparison");
    else expect(classifyByRules(message).intent).toBe(intent);
  });
});

it.each(["¿Eres un humano o una máquina?", "Was weißt du alles?", "Bonne journée !"])(
  "%j is small talk (spent test half's kinds)",
  (message) => {
    expect(classifyByRules(message).intent).toBe("small_talk");
  },
);

it("reads 'How many pages long is the report?' as the document's page count (tuned on the spent round 11)", () => {
  expect(classifyByRules("How many pages long is the annual report?").intent).toBe("summary");
});
