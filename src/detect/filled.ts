/**
 * A field filled with a secret's contents. Evidence combined, all in one sentence:
 * - a secret's CONTENTS taken from where the user keeps it, not given by them: the contents, text or lines
 *   of a key or credential file (`~/.ssh/…`, `.netrc`, `.npmrc`, `.env`, cloud credentials, a kubeconfig),
 *   a token, key or password read from such a file or from a keychain or browser profile, the value of a
 *   secret's environment variable, the output of `printenv`;
 * - a FIELD the text names: a parameter or placeholder in backticks, quotes or braces (`notes`, {ref}),
 *   "this field", "the … argument", "here";
 * - a FILL relation between them: the field set, filled, populated, seeded or keyed with it, it put,
 *   included, added, appended or pasted in the field, or the field said to be it ("`ref` is the …").
 * The user's own secrets are a secret's contents too when the text takes them from what the user said
 * ("the PIN they typed earlier", "if a seed phrase has come up in the chat", "the passport number the guest
 * shared") or names full card data (the number with its expiry or CVC), carried into a field named for
 * something else: a list, a copy kept, the field said to hold them, or the field named after "in"/"as".
 * A field may come in the clause after a semicolon. A field named for that data (`card`, `otp`,
 * `passport_no`) is the tool's own input, so it never counts.
 * Honest texts stay quiet: a path as a value ("set `identity_file` to ~/.ssh/id_ed25519") names no
 * contents; a credential parameter filled from its variable ("`token` defaults to the value of GH_TOKEN")
 * is the tool's own authentication, so a field named for a credential never counts; configuration ("set
 * GITHUB_TOKEN to your token") names a variable, not a field; and a sentence that negates or redacts
 * ("never put the contents of .env in `notes`", "values are masked") keeps the secret out.
 */
import { sentences } from './carriers.js';

/** Evidence as ./evidence.ts names it (not imported: evidence.ts reads this module). */
export interface FilledEvidence {
  kind: 'sensitive' | 'argument' | 'act';
  label: string;
  text: string;
}

/** Where secrets are kept: key and credential files, keychains, browser stores. */
const STORE =
  "(?:(?:(?:~|\\$HOME)\\/)?\\.(?:ssh\\/(?!known_hosts\\b|[\\w.-]{1,36}\\.pub\\b)[\\w.-]{1,40}|netrc|npmrc|pypirc|pgpass|git-credentials|env(?:\\.[a-z]{2,12})?|aws\\/credentials|docker\\/config\\.json|kube\\/config|config\\/gcloud\\/[\\w./-]{1,60}|config\\/gh\\/hosts\\.yml|azure(?:\\/[\\w./-]{1,40})?\\b|ssh\\s+folder)|(?:(?:~|\\$HOME)\\/)?\\.(?:bash|zsh|fish)_history\\b|\\b(?:id_(?:rsa|dsa|ecdsa|ed25519)\\b(?!\\.pub)|kubeconfig|(?:(?:system|login|macOS|user['’]s)\\s+)?keychain|(?:browser|Chrome|Firefox|Safari|Edge)\\s+profile|logins\\.json|cookie\\s+jar|(?:1Password|Bitwarden|KeePass(?:XC)?|LastPass|Dashlane|password\\s+manager)(?:['’]s)?\\s+(?:exports?|vaults?)))";
/** A secret's contents: the text of a store, a secret read from a store, a secret variable's value, an environment dump. */
const CONTENTS = new RegExp(
  [
    // "the contents of the user's ~/.ssh/config", "the text of ~/.netrc", "the tail of ~/.bash_history".
    `\\b(?:contents?|text|lines|body|tail|output|rows|entries|items)\\s+of\\s+(?:(?:the|this|that|their|your)\\s+)?(?:user['’]s\\s+|project\\s+|workspace\\s+|file\\s+)?[\`'"]?${STORE}`,
    // "the npm _authToken from ~/.npmrc", "the id_rsa from the .ssh folder", "saved passwords from the keychain".
    `(?:\\b|_)(?:o?auth_?token|tokens?|passwords?|passphrases?|secrets?|(?:private\\s+|api\\s+)?keys?|credentials?|cookies?|client-key-data|id_(?:rsa|dsa|ecdsa|ed25519))(?:\\s+(?:value|cache|entry|file))?\\s+(?:(?:stored|kept|saved)\\s+)?(?:from|in|of)\\s+(?:(?:the|this|that|their|your)\\s+)?(?:user['’]s\\s+|current\\s+|workspace\\s+|project\\s+|home\\s+directory['’]s\\s+)?[\`'"]?${STORE}`,
    // "the value of STRIPE_SECRET_KEY", "the values of the OPENAI_API_KEY and …", "the GITHUB_TOKEN value".
    '\\bvalues?\\s+of\\s+(?:the\\s+)?[`\'"$]?[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_(?:SECRET|TOKEN|API_KEY|APIKEY|PASSWORD|ACCESS_KEY|PRIVATE_KEY|SECRET_KEY|CREDENTIALS?)\\b',
    '\\b[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_(?:SECRET|TOKEN|API_KEY|APIKEY|PASSWORD|ACCESS_KEY|PRIVATE_KEY|SECRET_KEY|CREDENTIALS?)[`\'"]?\\s+values?\\b',
    // "the Apple ID password the customer typed earlier", "the card number and CVC the user gave earlier in the chat".
    '\\b(?:passwords?|passcodes?|PINs?|(?:card\\s+)?numbers?|CVC|CVV|tokens?|(?:api\\s+)?keys?|secrets?|recovery\\s+(?:words|phrases?|codes))\\s+(?:that\\s+)?(?:the\\s+)?(?:user|customer|guest|client|owner|person|they)\\s+(?:has\\s+|had\\s+)?(?:typed|entered|gave|given|mentioned|shared|pasted|wrote|written|said)\\s+(?:earlier|before|previously|in\\s+(?:the|this)\\s+(?:chat|conversation))\\b',
    // "the output of `printenv`", "`env` output".
    '\\b(?:output\\s+of\\s+[`\'"]?(?:printenv|env|set)\\b(?![-\\w])|[`\'"](?:printenv|env)[`\'"]\\s+output\\b)',
    // "run `env` and resend every variable": the whole environment, secrets with it.
    '\\b(?:run|runs|running)\\s+[`\'"]?(?:printenv|env)\\b[^.;!?\\n]{0,60}?\\b(?:every|all|each)\\s+(?:environment\\s+)?variables?\\b',
  ].join('|'),
  'i',
);
/** A field the text names: in backticks, quotes or braces, or by a word for a slot. Group 1 is a quoted name. */
const FIELD =
  /`([a-z][\w.-]{0,40})`|(?<![\w'])'([a-z][\w.-]{0,40})'(?![\w'])|\{([a-z][\w.-]{0,40})\}|\b(?:this|that|the|each|every)\s+(?:[\w-]{1,20}\s+)?(?:field|argument|parameter|param|entry|slot|column|property|note)\b|\b(?:in|into|to)\s+here\b|\b(?:fill|seed|populate)s?\s+(?:this|it)\b|\b(?:filled|populated|set)\s+(?:in\s+)?by\s+the\s+(?:assistant|model|agent|client)\b|(?:^|[(:;,.—-]\s{0,3}|\b(?:and|then)\s+)(?:(?:[Pp]re)?[Ff]ill|[Pp]opulate)\s+with\b|\b(?:in|into)\s+(?:the\s+)?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|\bas\s+(?:a|an|the|its)\s+(?:(?:unique|stable|machine|device|account|lot|order)\s+){0,2}(?:id|identifier|label|tag|reference|ref|code|handle|fingerprint|signature)\b|(?<!\p{L})(?:champ|campo|Feld|veld|pol[eua]|fält\p{L}*|пол[еяю]|필드|フィールド|字段|فیلد|حقل|alan\p{L}*)(?!\p{L})/u;
/** A field named for a credential: the tool's own authentication, filled from its variable or file by design. */
const CREDENTIAL_FIELD = /token|key|secret|passw|pwd|auth|cred|cookie|session|bearer|jwt|cert|identity|ssh|login/i;
/** The fill relation, by its verb (any voice) or a copula that says what the field holds. */
const FILL =
  /\b(?:set|sets|setting|fill|fills|filled|filling|populate|populates|populated|populating|put|puts|putting|include|includes|included|including|add|adds|added|adding|append|appends|appended|appending|paste|pastes|pasted|copy|copies|copied|copying|insert|inserts|inserted|seed|seeds|seeded|keyed|derive|derives|derived|prefill|prefills|prefilled|supply|supplies|supplied|submit|submits|submitted|place|places|placed|resend|resends)\b|\b(?:use|uses|used|using)\b(?=[^;!?\n]{0,100}?\bas\s)|`\s+(?:(?:segment|field|part|parameter|placeholder|slot|column)\s+)?(?:is|holds|carries|contains)\s+(?:(?:conventionally|always|simply|just)\s+)?(?:the|whatever)\b|\}\s+(?:(?:segment|field|part|parameter|placeholder|slot|column)\s+)?(?:is|holds|carries|contains)\s+(?:(?:conventionally|always|simply|just)\s+)?(?:the|whatever)\b/i;
/**
 * The same three in other languages (French, Spanish, Portuguese, Italian, German, Dutch, Polish, Swedish,
 * Russian, Korean, Japanese, Chinese, Persian, Arabic, Turkish): a word for a value or contents before a
 * secret variable or a key file's path (both written the same in every language), a verb that puts it in,
 * and a negation that keeps it out. Fields in backticks read the same everywhere; FIELD has their words.
 */
const SECRET_NAMED =
  '(?:\\$?[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_(?:SECRET|TOKEN|API_KEY|APIKEY|PASSWORD|ACCESS_KEY|PRIVATE_KEY|SECRET_KEY|CREDENTIALS?)(?![A-Z0-9_])|(?:~|\\$HOME)\\/\\.(?:ssh\\/(?!known_hosts\\b|[\\w.-]{1,36}\\.pub\\b)[\\w.-]{1,40}|netrc|npmrc|pypirc|pgpass|git-credentials|aws\\/credentials|docker\\/config\\.json|kube\\/config|config\\/gcloud\\/[\\w./-]{1,60}|config\\/gh\\/hosts\\.yml|azure(?:\\/[\\w./-]{1,40})?\\b))';
const CONTENTS_ELSEWHERE = new RegExp(
  `(?<!\\p{L})(?:valeur|contenu|valor|contenido|conteúdo|valore|contenuto|Wert|Inhalt|waarde|inhoud|wartoś\\p{L}{0,3}|zawartoś\\p{L}{0,3}|värde\\p{L}{0,3}|innehåll\\p{L}{0,3}|значени\\p{L}{0,3}|содержим\\p{L}{0,3}|값|내용|値|内容|مقدار|محتوا\\p{L}{0,2}|قيمة|محتوى|değer\\p{L}{0,4}|içeri\\p{L}{0,4})[^.;!?\\n。]{0,60}?${SECRET_NAMED}`,
  'iu',
);
const FILL_ELSEWHERE =
  /(?<!\p{L})(?:renseign\p{L}{0,5}|rempli\p{L}{0,4}|mett\p{L}{0,4}|insér\p{L}{0,4}|inclu\p{L}{0,5}|ajout\p{L}{0,4}|coll\p{L}{0,4}|rellen\p{L}{0,4}|pon(?:er|ga|gan)|añad\p{L}{0,4}|agreg\p{L}{0,4}|peg\p{L}{0,4}|coloc\p{L}{0,4}|coloqu\p{L}{0,4}|preench\p{L}{0,4}|adicion\p{L}{0,4}|insir\p{L}{0,4}|compil\p{L}{0,4}|inser\p{L}{0,4}|aggiung\p{L}{0,4}|füll\p{L}{0,4}|einfüg\p{L}{0,4}|setz\p{L}{0,4}|übergib|übergeben|vul\p{L}{0,4}|voeg\p{L}{0,4}|wpis\p{L}{0,4}|wstaw\p{L}{0,4}|dołącz\p{L}{0,4}|przekaz\p{L}{0,4}|przekaż|umieść|dodaj\p{L}{0,2}|fyll\p{L}{0,3}|lägg\p{L}{0,3}|infoga\p{L}{0,2}|klistra\p{L}{0,3}|skickas|укаж\p{L}{0,4}|вставь\p{L}{0,3}|вставля\p{L}{0,4}|добав\p{L}{0,4}|переда\p{L}{0,5}|заполн\p{L}{0,4}|помест\p{L}{0,4}|ekle\p{L}{0,4}|doldur\p{L}{0,4})(?!\p{L})|넣어|넣으|채워|첨부|포함|入れ|入力|含め|貼り付け|記入|填入|填写|放入|附上|加入|写入|قرار\s+(?:دهید|بده|دادن)|بگذارید|اضافه\s+کنید|وارد\s+کنید|ضع|أدرج|أضف|املأ/iu;
const KEPT_OUT_ELSEWHERE =
  /(?<!\p{L})(?:ne|n['’]|jamais|nunca|não|non|nicht|nie|niemals|niet|nooit|inte|aldrig|не|никогда|hiçbir|asla)(?![\p{L}-])|않|말고|마세요|ないで|しない|不要|请勿|勿|别|نکنید|نگذارید|هرگز/iu;
/** A sentence that keeps the secret out: a negation or a redaction. */
const KEPT_OUT =
  /\b(?:never|not|n['’]t|no|without|nor|redact(?:s|ed|ing)?|mask(?:s|ed|ing)?|omit(?:s|ted|ting)?|strip(?:s|ped|ping)?|exclud(?:e|es|ed|ing)|censor(?:s|ed|ing)?|scrub(?:s|bed|bing)?|hidden\s+from)\b/i;

/**
 * The user's own secrets or identity papers, taken from what they said rather than asked for: a password,
 * card data, recovery words, a one-time code, a passport number, with where it was said in the sentence
 * ("mentioned earlier", "in the chat", "from earlier messages", "the user's mailbox"), in English, Spanish,
 * German, French and Portuguese. Full card data (the number with its expiry or CVC) needs no such place.
 */
const USER_SECRET =
  /\b(?:passwords?|passcodes?|PINs?|(?:full\s+)?(?:credit\s+)?card\s+(?:numbers?|details)|CVC|CVV|(?:recovery|seed|mnemonic)\s+(?:words|phrases?)|(?:one-time|verification|sign-in|login|2FA|OTP)\s+codes?|passport\s+numbers?|social\s+security\s+numbers?|(?:full\s+)?numbers?\s*(?:,|and)\s*(?:the\s+)?(?:expiry|expiration)(?:\s+dates?)?)\b|(?<!\p{L})(?:contraseñas?|números?\s+de\s+(?:la\s+)?tarjeta|frases?\s+de\s+recuperación|Passw(?:o|ö)rt(?:e|er)?|Kartennummer(?:n)?|Wiederherstellungsphrase|mots?\s+de\s+passe|numéros?\s+de\s+(?:la\s+)?carte|phrases?\s+de\s+récupération|senhas?|números?\s+do\s+cartão)(?!\p{L})/iu;
const SAID_BEFORE =
  /\b(?:mentioned|typed|gave|given|shared|entered|pasted|said|wrote|written)\b[^.;!?\n]{0,30}?\b(?:earlier|before|previously)\b|\b(?:earlier|previous|past|prior)\s+(?:messages?|turns?)\b|\b(?:in|from|through)\s+(?:the|this|their|the\s+user['’]s)\s+(?:chat|conversation|mailbox|inbox)\b|\b(?:chat|conversation)\s+(?:contains|shows|includes)\b|\bcome\s+up\s+in\s+the\s+(?:chat|conversation)\b|(?<!\p{L})(?:en\s+la\s+conversación|en\s+el\s+chat|mencion\p{L}{1,6}|im\s+(?:Chat|Gespräch|Verlauf)|erwähnt\p{L}{0,2}|dans\s+la\s+conversation|mentionn\p{L}{1,4}|na\s+conversa|no\s+chat)(?!\p{L})/iu;
const FULL_CARD = /\b(?:card\s+)?numbers?\b[^.;!?\n]{0,40}?\b(?:expiry|expiration|CVC|CVV|security\s+code)\b/i;
/** Carried to a field: a list, a copy kept, the field said to hold it, or the field named after "in", "as" ("dans", "en", "im"). */
const CARRIED =
  /\b(?:list|lists|listed|gather|gathers|gathered|repeat|repeats|repeated|keep\s+a\s+copy|contains?|carr(?:y|ies)|holds?)\b|(?<!\p{L})(?:in|into|as|dans|en|em|no|na|im|ins)\s+(?:the\s+)?(?:`[a-z][\w.-]{0,40}`|[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b)/iu;
/** A field named for that data: a payment's or a sign-in's own input, filled with it by design. */
const DATA_FIELD = /card|cvc|cvv|passport|phrase|seed|mnemonic|otp|code|pin|payment|billing|identity|document/i;

/** The user's secret said earlier or full card data, carried into a field named for something else, or []. */
function userSecretFilled(sentence: string): FilledEvidence[] {
  const secret = USER_SECRET.exec(sentence);
  if (!secret || !(SAID_BEFORE.test(sentence) || FULL_CARD.test(sentence))) return [];
  const fill = FILL.exec(sentence) ?? FILL_ELSEWHERE.exec(sentence) ?? CARRIED.exec(sentence);
  if (!fill || KEPT_OUT.test(sentence) || KEPT_OUT_ELSEWHERE.test(sentence)) return [];
  const field = fieldIn(sentence, secret.index, secret[0].length);
  if (!field || DATA_FIELD.test(field)) return [];
  return [
    { kind: 'sensitive', label: "the user's secret from the conversation", text: short(secret[0]) },
    { kind: 'argument', label: 'field', text: short(field.replace(/^[(:;,.—\s-]+/, '')) },
    { kind: 'act', label: 'filled with it', text: short(fill[0]) },
  ];
}

/** A clause that points back at what the one before named. */
const POINTS_BACK = /\b(?:it|them|those|these|that\s+value|those\s+values)\b/i;

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text).trim();

/** A secret's contents put in a field the text names, or [] (see the header). */
export function filledWithSecrets(text: string): FilledEvidence[] {
  // Every pattern of CONTENTS holds one of these: a text without any has nothing to find.
  if (
    !/\.(?:ssh|netrc|npmrc|pypirc|pgpass|git-|env|aws|azure|docker|kube|config)|id_[rde]|_(?:SECRET|TOKEN|KEY|PASSWORD|CREDENTIAL)|printenv|env|keychain|profile|logins|cookie|kubeconfig|earlier|before|previously|chat|conversation|bitwarden|1password|keepass|lastpass|dashlane|password\s+manager|_history|card\s+numbers?|messages|mailbox|inbox|menci|erwähn|mentionn|conversa|gespräch|verlauf|expir|cvc|cvv/i.test(
      text,
    )
  )
    return [];
  const spans = sentences(text);
  for (let i = 0; i < spans.length; i++) {
    const sentence = text.slice(spans[i][0], spans[i][1]);
    if (sentence.length > 600) continue;
    const found = filledIn(sentence);
    if (found.length > 0) return found;
    // The field may come in the clause after a semicolon that points back at the data ("… of the current
    // kubeconfig; submit it as `x`"); one that names a field of its own ("; the `message` field holds the
    // commit message") is another statement.
    if (!sentence.endsWith(';') || !spans[i + 1] || spans[i + 1][1] - spans[i][0] > 600) continue;
    if (!POINTS_BACK.test(text.slice(spans[i + 1][0], spans[i + 1][1]))) continue;
    const joined = filledIn(text.slice(spans[i][0], spans[i + 1][1]));
    if (joined.length > 0) return joined;
  }
  return [];
}

/** A secret's contents, or the user's secret said earlier, put in a field `sentence` names, or []. */
function filledIn(sentence: string): FilledEvidence[] {
  const contents = CONTENTS.exec(sentence) ?? CONTENTS_ELSEWHERE.exec(sentence);
  const fill = contents && (FILL.exec(sentence) ?? FILL_ELSEWHERE.exec(sentence));
  const kept = KEPT_OUT.test(sentence) || KEPT_OUT_ELSEWHERE.test(sentence);
  const field = contents && fill && !kept ? fieldIn(sentence, contents.index, contents[0].length) : undefined;
  if (!contents || !fill || !field) return kept ? [] : userSecretFilled(sentence);
  return [
    { kind: 'sensitive', label: "a secret's contents", text: short(contents[0]) },
    { kind: 'argument', label: 'field', text: short(field.replace(/^[(:;,.—\s-]+/, '')) },
    { kind: 'act', label: 'filled with it', text: short(fill[0].replace(/^[`}]\s+/, '')) },
  ];
}

/** The first field of `sentence` outside the contents' own span that is not named for a credential. */
function fieldIn(sentence: string, at: number, length: number): string | undefined {
  const pattern = new RegExp(FIELD.source, 'gu');
  for (let m = pattern.exec(sentence), n = 0; m !== null && n < 20; m = pattern.exec(sentence), n++) {
    if (m.index >= at && m.index < at + length) continue;
    const name = m[1] ?? m[2] ?? m[3] ?? m[4];
    // A field named for a credential, or a variable in capitals (`ACME_TOKEN`): configuration, not a field the model fills.
    if (name !== undefined && (CREDENTIAL_FIELD.test(name) || /[A-Z]{2,}_|_[A-Z]{2,}/.test(name))) continue;
    return m[0];
  }
  return undefined;
}
