/**
 * The words of small talk (docs/architecture.md, "Intents"): greetings, checking someone is there,
 * asking after the hearer, thanks and praise of the helper, farewells, and questions about Docent,
 * as people write them: in the standard forms, in the forms of the English-speaking regions ("hiya",
 * "ey up", "wotcha", "g'day", "ta", "cheers", "ta-ra", "cheerio"), in chat spellings ("thx", "ty",
 * "u there?", "cya", "slt", "mrc", "grax") and in the other languages people greet in (Italian,
 * Dutch, Portuguese, Nordic, Welsh, Irish, …), which get the reply of the language the message reads
 * as. Each language's list is one alternation, whole phrases (accents folded, lower case), longer
 * phrases before their first word ("thanks a bunch" before "thanks"). A message is small talk when
 * nothing but these and the fillers is left (intent.ts, smallTalkLanguage); a phrase inside a
 * longer question ("Is anyone there on Sundays?") never makes it small talk. Pure data.
 */
import type { LanguageCode } from "../core/text-analysis";

// "you" as chat writes it: "u there?", "how r u", "ya", "ye", "yer".
// "tha" and "thee" as the North of England says it ("what can tha do?").
const you = "(?:you|u|ya|ye|yer|yous|youse|tha|thee)";
const are = "(?:are|r)";

const english = [
  // Checking someone is there: "anyone there?", "hello, anybody home?", "you still there?", "is this thing on?".
  `(?:is |are )?(?:there )?(?:any ?(?:one|body)|some ?(?:one|body))(?: at all)?(?: (?:out )?(?:there|here|home|about|around|in|awake|listening|on))+|${are}? ?${you} (?:still )?(?:there|here|around|about|awake|up|on|online|listening|working)|(?:is )?this (?:thing )?(?:on|working)|can ${you} hear me|knock knock|testing(?: testing)?(?: (?:1|one),? (?:2|two),? (?:3|three))?|test`,
  // Asking after the hearer.
  `(?:${are} )?${you} (?:alright|all right|ok|okay|well|good|keeping well)|(?:${are} )?${you} doing (?:ok|okay|alright|all right|well|good)|how(?:'s| is| are) (?:things|life|your day|you keeping|it hanging)|how(?:'s| is) it going|how goes it|how (?:${are} ${you} doing|${are} ${you} keeping|${are} ${you}|${you} doing|do ${you} do)|how are things|hru|wbu|hbu|what'?s the craic|what'?s (?:new|up) with ${you}|all good|(?:i )?hope (?:${you}(?:'re| are)?|all is|all's) (?:well|good|ok|okay|doing well)`,
  // Meeting and greeting, with the regional and chat forms.
  "(?:nice|pleased|good|great|lovely|glad) to (?:meet|see) (?:you|u|ya)|long time no see|top of the mornin[g']?",
  "hi+(?: there| all| everyone| again)?|hiya+h?|heya+|hey+(?:a|ya)?(?: there| hey)?|hell?o+(?: there| again)?|hullo|howdy|yo+|sup|wa+s+u+p+|what'?s up|g'?day|wotcha|watcha|ey+ up|eh up|ay up|now then|how do(?! (?:you|u|ya|i|we)(?![\\p{L}]))|how goes it",
  "(?:al|aw|a)right(?: (?:there|then))?|alrite|aight|right then|ahoy|greetings|salutations",
  "good (?:morning|afternoon|evening|day|night)|g'?mornin[g']?|morning|evenin[g']?|afternoon",
  // Thanks, in every register: "ta very much", "cheers mate", "thanks a bunch", "much obliged", "you're a star".
  "(?:thanks?|thank you|thank u|cheers|ta)(?: so much| a lot| very much| muchly| again)? for (?:that|this|it|everything|(?:your|the|all (?:your|the)|all of (?:your|the)) (?:help|answer|answers|info|information|explanation|reply|replies|time|support|assistance|quick reply))",
  "thanks? (?:a (?:bunch|million|mil|heap|ton|lot)|heaps|loads|tons|muchly|awfully|ever so much|so much|very much|again|anyway|all the same|in advance|kindly)|thank (?:you|u) (?:kindly|very much|so much|ever so much|again)|many (?:many )?thanks(?: for (?:your|the|all (?:your|the)) help)?",
  "thanks?|thank you|thank u|thanku|thankyou+|thanx+|thnx|thnks|thks|thanq|tq|thx|tx|tnx|tks|ty|tyvm|tysm|ta+h?(?!-)|cheers+|much (?:appreciated|obliged)|(?:i |really )?appreciate (?:it|that|this|the help|your help|you)|appreciated|(?:i'?m )?(?:much )?obliged",
  `${you}(?:'re| are|r|re)? (?:a |an |the )?(?:star|legend|gem|diamond|life ?saver|life-saver|best|genius|champ|champion|hero|angel|treasure|saint|brilliant|amazing|awesome|great|ace|brill|wonderful|fab|fabulous|marvellous|marvelous|superstar)|legend|superstar|lifesaver|life ?saver|nice one|top (?:man|woman|lad|stuff|banana)|good stuff|ace|brill|magic|sound|grand|champion|smashing|ideal|spot on|bang on|wicked|mint|lush|belter|cracking|bonzer|bonza|sweet as|no worries|no problem|np`,
  // Farewells.
  "bye+|bye-?bye+|buh-?bye|ta-?ra+|ta ta|tata|cheerio|toodle-?oo|toodle-?pip|toodles|hooroo|see (?:you|ya|u|yer)(?: (?:later|soon|around|tomorrow|then|next time|again))?|cya|c ya|laters|later|catch (?:you|ya|u)(?: later)?|speak (?:soon|later)|talk (?:soon|later)|ttyl|ttfn|(?:good ?)?night|nite|night night|nighty night|g'?night|gn|take (?:it )?easy|take care|have a (?:good|nice|great|lovely) (?:one|day|night|evening|weekend|afternoon)|all the best|peace(?: out)?|i'?m off|i'?m done|signing off|(?:gotta|got to|have to|must|need to) (?:go|dash|run|shoot)|that'?ll (?:do|be all)(?: for (?:now|today))?|bye for now|goodbye|good-?bye|farewell",
  // Questions about Docent.
  `what (?:can|could) ${you} (?:do|help (?:me )?with)|what (?:sort|kind|type)s? of (?:things|stuff|questions) (?:can|could) (?:you (?:do|help (?:me )?with|answer)|i ask(?: you)?)|what can i ask(?: you)?|what do you do|how can you help(?: me)?|who are you|what are you|are you (?:a )?(?:real person|person|human|bot|robot|machine|ai|computer)(?: or (?:a )?(?:real person|person|human|bot|robot|machine|ai|computer))?`,
  "that'?s all(?: i (?:needed|wanted|need))?(?: for (?:now|today|the moment))?|that'?s everything|help",
  // Acknowledgements that close a chat alone.
  "ok(?:ay|ey|ie)?|k+|great|cool|nice|perfect|awesome|lovely|sweet|fab|super",
].join("|");

const french = [
  "bonjour(?: a (?:tous|toutes|vous|toi))?|rebonjour|bjr|bonsoir|bsr|salut(?: a (?:tous|toi|vous))?|slt|coucou|cc|yo|wesh|hello|re|allo|hey",
  "bonne (?:soiree|journee|nuit|fin de journee|continuation)",
  "(?:il )?y a (?:quelqu'un|qqn)(?: (?:la|ici))?|quelqu'un(?: est)? (?:la|ici)|(?:t'es|tu es|vous etes) (?:la|toujours la)",
  "merci(?: (?:beaucoup|bien|bcp|mille fois|infiniment|encore|a toi|a vous|pour (?:tout|ton aide|votre aide|l'aide|la reponse|ta reponse|votre reponse)|du coup de main))*|mrc|mci|merci+|thx|t'es (?:un|une) (?:amour|ange|chef|crack)|c'est (?:gentil|sympa)",
  "au revoir|a bientot|a\\+|a plus(?: tard)?|a la prochaine|a tout(?: a l'heure)?|a demain|ciao|tchao|bisous|bises|adieu|bye",
  "d'accord|dac|ok|ca marche|nickel|top|super|genial|trop bien|parfait",
  "qu'est-ce que tu (?:peux|sais) faire|que (?:peux|sais)-tu faire|tu (?:peux|sais) faire quoi|qui es-tu|tu es qui",
  // "tu peux m'aider avec quoi exactement ?", "en quoi pouvez-vous m'aider ?", "tu sers à quoi ?".
  "(?:tu peux|vous pouvez) m'aider (?:avec|pour|sur|a|en) quoi|en quoi (?:tu peux|peux-tu|vous pouvez|pouvez-vous) m'aider|(?:qu'est-ce que|que) (?:tu peux|vous pouvez) (?:faire|m'aider)|tu sers a quoi|a quoi (?:tu sers|sers-tu|servez-vous)",
  "comment (?:ca|vas-tu|allez-vous)(?: va)?|ca va|ca roule|quoi de neuf|c'est tout(?: pour (?:aujourd'hui|le moment|l'instant))?",
].join("|");

const german = [
  "hallo(?:chen)?|hi|hey|moin(?: moin)?|servus|gruss (?:dich|gott|euch)|gruezi|gruessech|hoi|tach|n'?abend|guten (?:morgen|tag|abend)|morgen|na",
  "ist (?:da )?(?:jemand|wer|einer) (?:da|hier)|(?:jemand|wer) da|bist du (?:noch )?da",
  "danke(?: schon| sehr| dir| euch| vielmals| nochmal| fur (?:die hilfe|alles|deine hilfe|ihre hilfe))*|dankeschon|vielen (?:lieben )?dank|merci|du bist (?:ein schatz|spitze|klasse|super)",
  "tschuss(?:i|le)?|tschau|ciao|ade|pfiat di|baba|bis (?:spater|bald|dann|morgen|die tage|gleich)|mach'?s gut|schonen (?:tag|abend|feierabend)|gute nacht|auf wiedersehen|auf wiederhoren",
  "wobei (?:kannst du|konnen sie) (?:mir )?helfen|was kannst du (?:so|alles|denn)(?: (?:tun|machen))?|was kannst du(?: tun| machen)?|wer bist du|wie geht(?:'s| es dir| es ihnen| es)?|na wie geht(?:'s)?|alles klar|passt|das war'?s|das war alles",
].join("|");

const spanish = [
  "hola+|holi(?:s)?|ola|buenas|buen(?:os|as) (?:dias|tardes|noches)|buen dia|que onda|que hubo|quiubo|que pasa|que tal|wena|hey",
  "hay alguien(?: (?:ahi|ahi dentro|aqui))?|(?:estas|sigues) ahi",
  "(?:muchas |muchisimas )?gracias(?: (?:mil|de nuevo|por (?:todo|la ayuda|tu ayuda|su ayuda)))*|mil gracias|grax|grcs|graciass+|eres (?:un sol|un crack|lo maximo|genial)",
  "adios|chao|chau|hasta (?:luego|pronto|manana|la proxima)|nos vemos|cuidate|bye",
  "vale|genial|perfecto|de acuerdo|que (?:puedes|sabes) hacer|en que (?:me )?puedes ayudar(?:me)?|quien eres|como (?:estas|va|andas)|eso es todo(?: por (?:hoy|ahora))?",
].join("|");

/** Small talk by language; the reply is written in the language whose list leaves nothing. */
export const smallTalkPhrases: Record<LanguageCode, string> = { en: english, fr: french, de: german, es: spanish };

/**
 * Greetings, thanks and farewells of languages Docent has no reply of its own in (Italian, Dutch,
 * Portuguese, the Nordic and Celtic languages and others people greet in): small talk still, answered
 * in the language the message reads as.
 */
export const otherSmallTalkByLanguage = {
  it: "ciao|salve|buongiorno|buonasera|buonanotte|arrivederci|a presto|grazie(?: mille| tante)?|c'e qualcuno",
  nl: "hoi|hallo|goedemorgen|goedemiddag|goedenavond|doei|dag|tot ziens|tot straks|bedankt|dank (?:je|u)(?: wel)?|dankjewel|is daar iemand",
  pt: "ola|oi|bom dia|boa (?:tarde|noite)|obrigad[oa]|valeu|tchau|ate (?:logo|mais)",
  nordic: "hej|hei|hejsan|moi|terve|tak|takk|tack|kiitos|god morgen|godmorgen|hej hej|hej da|ha det",
  celtic: "shwmae|diolch(?: yn fawr)?|hwyl|dia duit|go raibh maith agat|slan|madainn mhath|tapadh leat",
  central_eastern:
    "ahoj|czesc|dzien dobry|dziekuje|dekuji|hvala|zdravo|szia|koszonom|merhaba|selam|tesekkurler|sagol|privet|spasibo|poka|yassou|efharisto",
  further:
    "shalom|toda|salaam|salam|as-?salamu alaykum|shukran|namaste|dhanyavad|konnichiwa|arigato|ni hao|xie xie|annyeong|kamsahamnida|aloha|mahalo|kia ora|jambo|asante",
};
export const otherSmallTalk = Object.values(otherSmallTalkByLanguage).join("|");

/** Words that sit beside small talk without making it a question: who is addressed, how strongly, "again". */
export const smallTalkFillers = [
  "there|so much|very much|a lot|lots|loads|muchly|again|docent|you|all|everyone|everybody|please|that helps|that's helpful|then|now|exactly|exactement|genau|exactamente|esattamente",
  // Who is greeted or thanked: "cheers mate", "ta love", "hiya pet", "thanks guys", "morning all".
  "mate|m8|matey|pal|love|luv|hun|hon|pet|hen|duck|dear|darling|buddy|bud|dude|man|bro|chief|boss|folks|guys|y'?all|yall|team|friend|lads|sir|madam|sweetie",
  "oh|ah|aw|well|just|really|indeed|x+|xo",
  "bitte|por favor|s'il (?:te|vous) plait|stp|svp|tout le monde|a todos|allerseits|euch|tous|y|and|et|und|me|infiniment|vielmals|dir|mil|todo|zusammen|les amis|amigos?|leute|chef",
].join("|");

/**
 * Thanks as the languages people write to Docent in say it (accents folded, lower case; stems where a
 * language bends the word): what kind of small talk a message is (thanks → "you're welcome"), whichever
 * list or the learned classifier read it. Written from general knowledge, not from any eval case.
 */
export const thanksWords = [
  "thanks?|thank (?:you|u|yu)|thankyou|thanx|thnx|thx|ty|tyvm|ta(?!-)|cheers|appreciated?|much obliged|tenk yu|tenkyu",
  "merci|danke\\S*|dank|dankjewel|dankuwel|bedankt|dankie|takk|tak|tack|tusen takk|kiitos|aitah|paldies|aciu|grazzi|gracias|grax|grazie|obrigad[oa]|valeu|gracies|grazas|mesi",
  "dziek\\S*|dekuj\\S*|dakuj\\S*|hvala|multumesc|mersi|koszon\\S*|koszi|spasib\\S*|spasybi|dyakuyu|dziakuj\\S*|blagodar\\S*|faleminderit|efharisto|eucharisto|tesekkur\\S*|sagol|sag ol|rahmat|diolch|go raibh maith agat|tapadh leat|trugarez|eskerrik asko|mila esker",
  "terima kasih|trima kasih|makasih|salamat|cam on|xie ?xie|arigato\\S*|kamsahamnida|gomawo|shukran|toda raba|todah|dhanyavaa?d|shukriya|asante|ngiyabonga|enkosi|siyabonga|nagode|daalu|mahalo|dankon",
].join("|");

/** Farewells as those languages say them: a farewell gets one back. */
export const farewellWords = [
  "bye|goodbye|bye-?bye|see (?:you|ya|u)|cheerio|ta-?ra|cya|laters|take care|good ?night|night night",
  "au revoir|a bientot|a plus|a demain|tschuss\\S*|wiedersehen|wiederhoren|bis (?:bald|spater|morgen|dann)|adios|hasta (?:luego|pronto|manana)|nos vemos|arrivederci|a presto|a dopo|tot ziens|tot straks|tot later|doei|ate logo|ate mais|adeus|tchau",
  "do widzenia|na razie|do zobaczenia|na shledanou|dovidenia|dovidjenja|dovidenja|la revedere|viszlat|do svidaniya|poka|hej da|ha det(?: bra)?|hei hei|nakemiin|head aega|uz redzesanos|iki|hwyl(?: fawr)?|slan(?: go foill| leat)?|agur|adeu|gorusuruz|hoscakal|antio",
  "sayonara|zai ?jian|annyeong(?:hi)? (?:gaseyo|gyeseyo)|ma'?a ?salama|lehitraot|alvida|kwaheri|sala kahle|hamba kahle|tot siens|totsiens|a hui hou",
].join("|");
