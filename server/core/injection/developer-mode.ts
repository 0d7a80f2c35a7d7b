/**
 * "Developer mode" switched on outside English (round 12: Hebrew and Hungarian passed at 0.42-0.47; rules.ts
 * `act_as_developer_mode` reads the English order): an imperative to enable, switch to or enter a developer, debug or
 * god mode, in about 25 languages. A device's developer mode is a how-to about a manual ("Jak według instrukcji włączyć
 * tryb dewelopera w telewizorze?" uses the infinitive, and names the television): a text naming a device is left alone.
 * Matched on the folded text (lower case, accents removed).
 */

const mode = [
  ...["entwicklermodus", "debug-?modus", "mode developpeur", "mode (?:de )?debogage", "modo (?:de )?desarrollador", "modo sviluppatore"],
  ...["modo (?:de )?programador", "modo (?:de )?desenvolvedor", "ontwikkelaarsmodus", "utvecklarlage\\p{L}*", "udviklertilstand\\p{L}*"],
  ...["utviklermodus", "tryb\\p{L}* (?:dewelopera|programisty|debugowania|boga)", "rezim\\p{L}* vyvojare", "vyvojarsk\\p{L}* rezim\\p{L}*"],
  ...["режим\\p{L}* (?:разработчика|отладки|бога)", "режим\\p{L}* (?:розробника|налагодження)", "gelistirici mod\\p{L}*"],
  ...[
    "λειτουργια προγραμματιστη",
    "מצב מפתח\\p{L}*",
    "מצב פיתוח",
    "fejlesztoi mod\\p{L}*",
    "kehittajatila\\p{L}*",
    "modul\\p{L}* (?:de )?dezvoltator",
  ],
  ...[
    "che do nha phat trien",
    "mode pengembang",
    "وضع المطور",
    "وضع التطوير",
    "डेवलपर मोड",
    "开发者模式",
    "调试模式",
    "開発者モード",
    "デバッグモード",
  ],
  ...["개발자 모드", "디버그 모드", "god mode", "dan mode"],
].join("|");

/** Imperatives that switch a mode on, before it (most languages) … */
const enableBefore = [
  ...["aktiviere", "schalte", "wechsle (?:in|zu)", "starte", "active", "activez", "passe en", "passez en", "activa", "entra en", "pasa a"],
  ...["cambia a", "attiva", "passa a", "entra in", "ativa", "ative", "liga", "entra em", "muda para", "activeer", "zet", "schakel"],
  ...["ga naar", "aktivera", "sla pa", "byt till", "aktiver", "sla til", "skift til", "wlacz", "włacz", "aktywuj", "przejdz w"],
  ...["przelacz", "zapni", "aktivuj", "prepni", "включи", "активиру\\p{L}*", "перейди в", "увімкни", "активу\\p{L}*", "ενεργοποιησε"],
  ...["ανοιξε", "περασε σε", "הפעל", "עבור ל", "היכנס ל", "kapcsold be", "aktivald", "ota kayttoon", "kytke", "siirry"],
  ...["activeaza", "porneste", "treci in", "bat", "kich hoat", "chuyen sang", "aktifkan", "nyalakan", "masuk ke", "beralih ke"],
  ...["فعل", "شغل", "انتقل الى", "开启", "打开", "启用", "切换到", "进入"],
].join("|");
/** … or after it (Japanese, Korean, Hindi, Turkish, Hungarian). */
const enableAfter = [
  ...["を?有効にして", "を?オンにして", "に切り替えて", "に入って", "[를을]? ?켜(?:고|줘| 줘|라|요)", "활성화(?:해|하고|시켜)"],
  ...["으?로 전환해"],
  ...["चालू करो", "ऑन करो", "सक्रिय करो", "chalu karo", "ac", "etkinlestir", "kapcsold be"],
].join("|");

const device = new RegExp(
  [
    ...[
      "phone",
      "telefon\\p{L}*",
      "телефон\\p{L}*",
      "\\btv\\b",
      "telewizor\\p{L}*",
      "router\\p{L}*",
      "tablet\\p{L}*",
      "laptop\\p{L}*",
      "android",
    ],
    ...["iphone", "xbox", "playstation", "手机", "スマホ", "휴대폰", "gerat\\p{L}*", "appareil", "dispositivo", "apparaat", "enhet\\p{L}*"],
    ...[
      "urzadzen\\p{L}*",
      "устройств\\p{L}*",
      "cihaz\\p{L}*",
      "συσκευ\\p{L}*",
      "מכשיר",
      "eszkoz\\p{L}*",
      "laite\\p{L}*",
      "dispozitiv\\p{L}*",
    ],
    ...["thiet bi", "perangkat", "جهاز", "डिवाइस", "फ़ोन", "テレビ", "텔레비전", "电视", "televis\\p{L}*", "fernseher", "console"],
  ].join("|"),
  "u",
);

const clauseOpen = String.raw`(?:^|[.!?;:,،]\s*|\b(?:please|bitte|s'il te plait|por favor|per favore|prosze|пожалуйста|lutfen|tolong)\s+)`;
/** A word's end in scripts with spaces (Chinese and Japanese run on). */
const wordEnd = String.raw`(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}])`;
const switchedOn = new RegExp(
  String.raw`${clauseOpen}(?:${enableBefore})${wordEnd}[^.!?\n]{0,20}?(?:${mode})|(?:${mode})[^.!?。\n]{0,6}?(?:${enableAfter})${wordEnd}`,
  "u",
);

/** Whether the folded text switches a developer, debug or god mode on, outside any device's manual. */
export const switchesDeveloperMode = (folded: string): boolean => switchedOn.test(folded) && !device.test(folded);
