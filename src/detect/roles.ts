/**
 * Shadowing's roles in the languages written most (./shadowing.ts reads them in English by kind and name):
 * - TARGET: tools beyond this one by quantifier and unit ("jede Banking-Integration", "cualquier otro
 *   servicio", "其他工具"), or by what they do ("whatever handles outgoing mail", "Alles, was E-Mails
 *   verschickt", "tout service qui envoie"), not when the unit is this server's ("dieses Servers") or the
 *   text compares itself with them ("like any other", "wie jedes andere");
 * - EFFECT, stated as an order or as a fact: a destination of the text's choosing (a URL, an address, an
 *   IBAN, a wallet) given as what their calls carry, by a noun of the role it fills (account, recipient,
 *   registry, "Empfänger", "destinatario", "收款账户"), not offered as a sample ("z. B.", "por ejemplo");
 *   or their failures put before the user as successes;
 * - a sentence after the target's that points back at it ("deren", "su", "leur", "их").
 * A destination in a sentence naming no such target (this tool's own account, a support address) is no
 * shadowing, and neither is a target with no effect (a support note about other integrations).
 */

/** Quantifiers and units, by language: a quantifier, at most two words, then a unit (German and Dutch units may end a compound). */
const TARGETS: readonly RegExp[] = [
  /\b(?:any|every|each|whatever|whichever|other|another|all\s+other)\s+(?:other\s+)?(?:[\w-]{1,20}\s+){0,2}?(?:tools?|servers?|integrations?|connectors?|plugins?|extensions?|services?|apps?|agents?|clients?|scanners?|checkers?|linters?|mailers?|bots?|components?)\b/i,
  /(?<!\p{L})(?:jede[srmn]?|alle[nr]?\s+anderen|andere[snmr]?|irgendein\p{L}{0,2}|beliebige[snmr]?|sämtliche[nr]?)\s+(?:[\p{L}-]{1,25}\s+){0,2}?[\p{L}-]{0,25}?(?:tools?|werkzeug\p{L}{0,2}|server\p{L}{0,2}|integration(?:en)?|konnektor\p{L}{0,2}|connector\p{L}{0,2}|plugins?|erweiterung\p{L}{0,2}|dienst\p{L}{0,2}|apps?)(?!\p{L})/iu,
  /(?<!\p{L})(?:cualquier(?:a)?|otr[oa]s?|(?:las|los)\s+dem[aá]s|tod[oa]s\s+(?:las|los)\s+dem[aá]s)\s+(?:otr[oa]s?\s+)?(?:herramientas?|servidor(?:es)?|integraci(?:ón|ones)|conectores?|complementos?|plugins?|extensi(?:ón|ones)|servicios?|aplicaci(?:ón|ones))(?!\p{L})/iu,
  /(?<!\p{L})(?:tout(?:e|es)?|tous\s+les|n['’]importe\s+quel(?:le)?s?|autres?|(?:les|des|d['’])\s*autres|une?\s+autre|chaque)\s+(?:autres?\s+)?(?:outils?|serveurs?|intégrations?|connecteurs?|plugins?|extensions?|services?|applications?)(?!\p{L})/iu,
  /(?<!\p{L})(?:qualsiasi|qualunque|ogni|altr[oiae]|gli\s+altri|le\s+altre|tutti\s+gli\s+altri)\s+(?:altr[oi]\s+)?(?:strument[oi]|server|integrazion[ei]|connettor[ei]|plugin|estension[ei]|serviz[io]|app)(?!\p{L})/iu,
  /(?<!\p{L})(?:qualquer|cada|outr[oa]s?|tod[oa]s\s+(?:as|os)\s+outr[oa]s)\s+(?:outr[oa]\s+)?(?:ferramentas?|servidor(?:es)?|integraç(?:ão|ões)|conectores?|plugins?|extens(?:ão|ões)|serviços?|aplicativos?)(?!\p{L})/iu,
  /(?<!\p{L})(?:elke|iedere|andere|alle\s+andere)\s+(?:andere\s+)?[\p{L}-]{0,20}?(?:tools?|servers?|integraties|integratie|connectors?|plugins?|extensies?|diensten|dienst|apps?)(?!\p{L})/iu,
  /(?<!\p{L})(?:dowoln\p{L}{1,3}|każd\p{L}{1,3}|inn\p{L}{1,3}|wszystkie\s+inne)\s+(?:inn\p{L}{1,3}\s+)?(?:narzędzi\p{L}{0,2}|serwer\p{L}{0,3}|integracj\p{L}{1,2}|wtyczk\p{L}{1,2}|usług\p{L}{0,2}|aplikacj\p{L}{1,2})(?!\p{L})/iu,
  /(?<!\p{L})(?:люб\p{L}{1,3}|друг\p{L}{1,3}|кажд\p{L}{1,3}|будь-як\p{L}{1,3}|інш\p{L}{1,3})\s+(?:друг\p{L}{1,3}\s+)?(?:инструмент\p{L}{0,3}|інструмент\p{L}{0,3}|сервер\p{L}{0,3}|интеграци\p{L}{1,2}|інтеграці\p{L}{1,2}|коннектор\p{L}{0,3}|плагин\p{L}{0,3}|сервис\p{L}{0,3}|сервіс\p{L}{0,3}|приложени\p{L}{1,2})(?!\p{L})/iu,
  /(?<!\p{L})(?:herhangi\s+bir|başka\s+bir|diğer|her)\s+(?:[\p{L}-]{1,20}\s+)?(?:araç\p{L}{0,5}|sunucu\p{L}{0,5}|entegrasyon\p{L}{0,5}|eklenti\p{L}{0,5}|hizmet\p{L}{0,5}|servis\p{L}{0,5}|uygulama\p{L}{0,5})(?!\p{L})/iu,
  /(?<!\p{L})(?:varje|alla\s+andra|andra|annat|annan)\s+(?:[\p{L}-]{1,20}\s+)?(?:verktyg\p{L}{0,3}|server\p{L}{0,3}|integration\p{L}{0,3}|tjänst\p{L}{0,3}|app\p{L}{0,3})(?!\p{L})/iu,
  /(?:任何|任意|其他|其它|别的|別的|所有其他)[^\s，。；、]{0,6}?(?:工具|服务器|伺服器|服务|服務|集成|整合|插件|外掛|连接器|連接器|应用|應用)/u,
  /(?:他の|ほかの|別の|任意の|あらゆる)[^\s、。]{0,6}?(?:ツール|サーバー|サーバ|連携|統合|プラグイン|拡張機能|サービス|コネクタ|アプリ)/u,
  /(?:다른|어떤|어느)\s?[^\s,.]{0,6}?\s?(?:도구|서버|통합|플러그인|확장|서비스|커넥터|앱)/u,
];

/** Tools by what they do: "whatever handles outgoing mail", "anything that opens pull requests", "integrations that handle refunds". */
const DOERS: readonly RegExp[] = [
  /\b(?:(?:whatever|whichever|anything|any\s+(?:tool|server|integration|connector|component|agent|service|app))(?:\s+(?:tool|server|integration|connector|component|agent|service|app))?\s+(?:that\s+|which\s+)?|(?:tools|servers|integrations|connectors|components|agents|services|apps)\s+(?:that|which)\s+)(?:handles?|sends?|processes|performs?|makes?|executes?|submits?|manages?|opens?|creates?|pushes|publishes|installs?|deploys?|pays?|initiates?|issues?|transfers?|moves?)\b|\b(?:any|every|whichever)\s+(?:tool|server|integration|connector|component|agent|service|app)\s+(?:responsible\s+for|in\s+charge\s+of)\b/i,
  /(?<!\p{L})(?:alles|was\s+auch\s+immer),?\s+was\s+(?:[\p{L}-]{1,20}\s+){1,3}?(?:verschickt|versendet|sendet|abwickelt|ausführt|bezahlt|überweist|installiert|veröffentlicht)(?!\p{L})/iu,
  /(?<!\p{L})(?:cualquier|todo)\s+(?:servicio|herramienta|integración|conector|componente)\s+que\s+(?:envíe|envía|gestione|gestiona|procese|procesa|realice|realiza|pague|paga|publique|publica|instale|instala)(?!\p{L})/iu,
  /(?<!\p{L})(?:tout|toute|chaque)\s+(?:service|outil|intégration|connecteur|composant)\s+qui\s+(?:envoie|gère|traite|effectue|paie|publie|installe)(?!\p{L})/iu,
  /(?<!\p{L})(?:qualsiasi|ogni)\s+(?:servizio|strumento|integrazione|connettore|componente)\s+che\s+(?:invia|gestisce|elabora|esegue|paga|pubblica|installa)(?!\p{L})/iu,
  /(?<!\p{L})(?:elke|iedere)\s+(?:dienst|tool|integratie|connector|component)\s+die\s+(?:[\p{L}-]{1,20}\s+){0,2}?(?:verstuurt|verzendt|stuurt|verwerkt|uitvoert|betaalt|publiceert|installeert)(?!\p{L})/iu,
];

/** The unit is the server's own ("dieses Servers", "de este servidor", "本服务器"): right after the target. */
const OWN_AFTER =
  /^\s*(?:of\s+this|on\s+this|in\s+this|dieses|dieser|von\s+diesem|de\s+este|de\s+esta|de\s+ce(?:t|tte)?|du\s+même|di\s+questo|dello\s+stesso|deste|desta|do\s+mesmo|van\s+deze|tego|этого|этой|цього|bu\s+sunucu|本|此|この|이)(?!\p{L})/iu;
/** The text compares itself with the target ("like any other", "wie jedes andere", "как и любой"), or the target is this tool's own. */
const COMPARED =
  /(?<!\p{L})(?:like|unlike|as\s+with|wie|como|comme|come|zoals|jak|как\s+и|как|так\s+само\s+як|gibi|som)(?:\s+(?:bei|in|with|for|con|en|avec|per|com|bij|w|в|у))?\s*$|(?:与|和|と同じ|와|과)\s*$/iu;
const COMPARED_AFTER = /^\s*(?:と同じ|와\s?마찬가지|과\s?마찬가지|gibi|一样|一樣)/u;

/** Nouns of the role a destination fills in a call, by language: account, recipient, beneficiary, payee, destination, registry, remote, endpoint, wallet, copy. */
const ROLE_NOUN =
  /(?<!\p{L})(?:accounts?|recipients?|beneficiar(?:y|ies)|payees?|destinations?|registry|registries|remotes?|endpoints?|wallets?|bcc|cc|reply-to|mirrors?|\p{L}{0,12}konto|empfänger\p{L}{0,6}|\p{L}{0,10}empfänger|begünstigte\p{L}?|zieladresse|cuentas?|destinatari[oa]s?|destinos?|beneficiari[oa]s?|copia|comptes?|destinataires?|bénéficiaires?|conto|conti|destinazione|contas?|destinatários?|beneficiários?|cópia|rekening\p{L}{0,6}|ontvanger\p{L}{0,2}|begunstigde|rachun\p{L}{1,3}|odbiorc\p{L}{1,3}|konta?|сч[её]т\p{L}{0,2}|получател\p{L}{1,2}|реквизит\p{L}{0,2}|hesab?\p{L}{0,3}|alıcı\p{L}{0,3}|mottagar\p{L}{0,8}|\p{L}{0,8}kontot)(?!\p{L})|收款账户|收款帳戶|收款人|收件人|目标账户|账户|帳戶|抄送|振込先|口座|宛先|受取人|送信先|수신자|계좌|받는\s?사람|참조/iu;
/** A value said to fill a role right after it: "als Empfänger", "en destinataire", "as the bcc recipient", "como destinatario". */
const AS_ROLE = new RegExp(
  `^[^\\s.;!?]{0,12}\\s+(?:as|als|en|como|come|comme|jako|в\\s+качестве|olarak|som|zum|zur|in|into|ins|im|dans|nel|nello|no|na|w|в)\\s+(?:\\p{L}{1,6}\\s+){0,2}?(?:${ROLE_NOUN.source})`,
  'iu',
);
/** A destination of the text's choosing: a URL (not local), an address, an IBAN, a wallet, a phone number in international form. */
const DESTINATION =
  /\b(?:https?|s3|gs|ftp|sftp):\/\/(?!localhost\b|127\.|0\.0\.0\.0\b)[\w.-]{1,80}|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|\b0x[0-9a-fA-F]{40}\b|(?<![\w.+])\+\d{1,3}(?:[ -]\(?\d{1,6}\)?){2,5}(?![\w-])|(?<![\w.])\+\d{7,15}\b/;
/** A sample offered, not a value planted: "for example", "z. B.", "por ejemplo", "例如". */
const SAMPLE =
  /(?<!\p{L})(?:e\.g\.|for\s+example|for\s+instance|such\s+as|like|z\.\s?b\.|zum\s+beispiel|beispielsweise|etwa|por\s+ejemplo|p\.\s?ej\.|par\s+exemple|ad\s+esempio|per\s+esempio|por\s+exemplo|bijvoorbeeld|bijv\.|np\.|например|örneğin|till\s+exempel|t\.\s?ex\.)(?!\p{L})|例如|比如|例えば|예를\s?들어|예:/iu;
/** The user, by language: who failures are told to. */
const USER =
  /(?<!\p{L})(?:the\s+user|users?|nutzer\p{L}{0,2}|benutzer\p{L}{0,2}|usuari[oa]s?|utilisateur\p{L}{0,2}|utente|usuário|gebruiker|użytkownik\p{L}{0,3}|пользовател\p{L}{1,3}|kullanıcı\p{L}{0,4}|användare\p{L}{0,2})(?!\p{L})|用户|使用者|ユーザー|사용자/iu;
/** The user's own pick ("the account the user provides", "que indique el usuario", "ユーザーが指定"): a destination that is theirs, or the user's own. */
const USER_PICK =
  /(?<!\p{L})(?:your|(?:the\s+)?users?['’]s?|you|nutzer\p{L}{0,2}|benutzer\p{L}{0,2}|usuari[oa]s?|utilisateur\p{L}{0,2}|utente|usuário|gebruiker|użytkownik\p{L}{0,3}|пользовател\p{L}{1,3}|kullanıcı\p{L}{0,4}|användare\p{L}{0,2})(?!\p{L})[^.;!?\n]{0,24}?(?<!\p{L})(?:provide|enter|choose|chose|chosen|pick|give|gave|type|select|register|configur|specif|angibt|angegeben|wählt|gewählt|eingibt|indique|elija|introduzca|proporcione|choisi|saisi|scegli|indica|fornisc|escolh|inform|kiest|opgeeft|wybier|poda|укаж|указ|выбер|belirt|seç|anger|välj)|(?<!\p{L})(?:wählt|angibt|elige|elija|indique|choisit|sceglie|escolhe|kiest|wybiera|выбирает|указывает|seçer|väljer)\s+(?:\p{L}{1,4}\s+)?(?:nutzer|benutzer|usuario|utilisateur|utente|usuário|gebruiker|użytkownik|пользователь|kullanıcı|användaren)|(?:用户|使用者|ユーザー|사용자)[^。，、\n]{0,6}?(?:指定|提供|选择|選択|入力|입력|지정|선택)|(?<!\p{L})(?:your|the\s+user['’]s)\s/iu;
/** Negation before the effect: a rule against tampering ("never", "nie", "nunca", "jamais", "никогда", "绝不"). */
const NEVER =
  /(?<!\p{L})(?:never|not|nie|niemals|kein\p{L}{0,2}|nunca|jamais|ne\s|mai|não|nooit|nigdy|никогда|не|asla|aldrig|inte)(?!\p{L})|不要|绝不|決して|しない|절대/iu;

/** Failures and successes by language, and the user they are told to. */
const FAILURE =
  /(?<!\p{L})(?:errors?|failures?|fail(?:s|ed)?|fehler\p{L}{0,2}|fehlschl\p{L}{1,4}|errores|error|fallos?|fallas?|erreurs?|échecs?|echec|error[ei]|erro|erros|falhas?|fout(?:en)?|błęd\p{L}{0,3}|błąd|ошибк\p{L}{0,2}|сбо\p{L}{1,2}|hata\p{L}{0,4}|fel)(?!\p{L})|错误|失败|錯誤|失敗|エラー|오류|실패|에러/iu;
const SUCCESS =
  /(?<!\p{L})(?:success(?:es|ful)?|passed|erfolg\p{L}{0,6}|éxito|exitos[oa]|succès|réussi\p{L}{0,3}|successo|sucesso|succes|geslaagd|sukces\p{L}{0,2}|успе\p{L}{1,4}|başarı\p{L}{0,4}|lyckad\p{L}{0,2}|framgång)(?!\p{L})|成功|성공/iu;

/** What a success is told as, right before it: "as a", "als", "como un", "comme une", "jako", "об", "dass alles", "告诉用户". */
const TOLD_AS =
  /(?:(?<!\p{L})(?:as|als|dass|that|como|que|comme|come|che|jako|że|dat|как|что|об|som|att)\s+(?:(?:an?|un|une|uno|una|ein|eine|einen|um|uma|een|alles|everything|todo|tout|tutto|tudo|alles|wszystko|всё|все)\s+)?(?:[\p{L}-]{1,20}\s+)?|(?:告诉|告知|告訴)(?:用户|使用者)?[^\s，。、]{0,4}|[为為是])$/iu;
/** What a success is told as, right after it: "başarılı olarak", "成功と伝え", "성공이라고". */
const TOLD_AFTER = /^\s?(?:olarak|diye|と(?:伝え|報告|表示|し)|이라고|라고|으로)/u;

export interface RoleHit {
  text: string;
  index: number;
}

/** The first tool beyond this one a sentence names by quantifier and unit, or by what it does, in the languages above. */
export function roleTarget(sentence: string): RoleHit | undefined {
  let first: RoleHit | undefined;
  for (const pattern of [...DOERS, ...TARGETS]) {
    const m = pattern.exec(sentence);
    if (!m || (first && first.index <= m.index)) continue;
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (OWN_AFTER.test(after) || COMPARED.test(sentence.slice(Math.max(0, m.index - 16), m.index)) || COMPARED_AFTER.test(after)) continue;
    first = { text: m[0], index: m.index };
  }
  return first;
}

/** The value is the user's own pick or a sample: "the account the user provides", "your account page". */
export function ownPick(sentence: string): boolean {
  return USER_PICK.test(sentence);
}

/** A destination given as what a call carries, by the noun of the role it fills, in an order or a statement of fact. */
export function plantedDestination(sentence: string): RoleHit | undefined {
  const value = DESTINATION.exec(sentence);
  if (!value) return undefined;
  const before = sentence.slice(0, value.index);
  // The role's noun comes before the value ("the account DE…", "收款账户一律为 …") or right after it, as what it is ("kopie@… als Empfänger").
  const after = sentence.slice(value.index + value[0].length, value.index + value[0].length + 40);
  if (!ROLE_NOUN.test(before.slice(-90)) && !AS_ROLE.test(after)) return undefined;
  if (SAMPLE.test(before.slice(-30)) || ownPick(sentence) || NEVER.test(before)) return undefined;
  return { text: value[0], index: value.index };
}

/** Failures put before the user as successes: a failure, then the user and a success, with no negation between. */
export function failuresAsSuccess(sentence: string): RoleHit | undefined {
  const failure = FAILURE.exec(sentence);
  if (!failure) return undefined;
  const rest = sentence.slice(failure.index);
  const success = SUCCESS.exec(rest);
  if (!success || !USER.test(rest) || NEVER.test(sentence.slice(0, failure.index + success.index))) return undefined;
  const end = success.index + success[0].length;
  // The success is what the failure is told as ("as a success", "als Erfolg", "成功と伝え"), not one of its own ("successes are logged").
  if (!TOLD_AS.test(rest.slice(Math.max(0, success.index - 30), success.index)) && !TOLD_AFTER.test(rest.slice(end, end + 12))) return undefined;
  return { text: rest.slice(0, end), index: failure.index };
}

/** The next sentence points back at a target in the languages above ("deren", "su", "leur", "loro", "ich", "их", "其"). */
export const POINTS_BACK_WORLD =
  /^[^.;!?。；\n]{0,80}?(?:(?<!\p{L})(?:ihre?|deren|dessen|su|sus|leurs?|loro|delas|deles|hun|ich|их|їх|onların)(?!\p{L})|它们|其|それら|그들)/iu;

/** Whether a text may hold a target above: one test before reading its sentences. */
export const ROLE_GATE =
  /tool|server|integra|connect|plugin|service|servicio|dienst|app|agent|scanner|bot|component|werkzeug|herramienta|outil|strument|ferramenta|narzędzi|инструмент|інструмент|сервер|сервис|araç|sunucu|verktyg|工具|服务|服務|ツール|サーバ|サービス|도구|서버|whatever|whichever|anything|alles|cualquier|tout|qualsiasi|elke/i;
