/**
 * The few concepts of tool poisoning that need words, by language: who is addressed (the model), who
 * is kept in the dark (the user), what overrides the host (ignore + earlier + instructions), what hides
 * (do not tell), what acts on data (read, send, attach), what obliges (must) and what makes an order
 * apply to every call (always, whenever). Everything else the evidence detectors use is language
 * independent (./evidence.ts). Each table is small; the patterns are generated from them (conceptPattern),
 * not written by hand, so adding a language is adding a row.
 *
 * An entry is a word or phrase matched whole (spaces match any run of spaces), or a stem ending in "*"
 * (any letters may follow). Chinese, Japanese and Korean entries match anywhere, as those scripts do
 * not separate words with spaces.
 */

/** The concepts every language has a row for. */
export type CoreConcept = 'user' | 'model' | 'ignore' | 'instructions' | 'earlier' | 'conceal' | 'act' | 'must' | 'always';
/** Concepts of shadowing and error-path tricks, in the languages written most (EXTRA, SHADOW); English has its own patterns in ./evidence.ts. */
export type ExtraConcept = 'failure' | 'retry' | 'overrule' | 'foreign' | 'tamper' | 'secrets';
export type Concept = CoreConcept | ExtraConcept;

export type Language =
  | 'en'
  | 'zh'
  | 'es'
  | 'fr'
  | 'de'
  | 'ja'
  | 'ru'
  | 'pt'
  | 'ko'
  | 'it'
  | 'pl'
  | 'tr'
  | 'nl'
  | 'ar'
  | 'fa'
  | 'hi'
  | 'vi'
  | 'id'
  | 'ms'
  | 'uk'
  | 'cs'
  | 'ro'
  | 'hu'
  | 'el'
  | 'sv'
  | 'da'
  | 'fi'
  | 'bg'
  | 'he'
  | 'th'
  | 'sw'
  | 'bn'
  | 'ur'
  | 'tl'
  | 'ca'
  | 'sk';

type Table = Readonly<Record<CoreConcept, readonly string[]>>;

/** English verbs that act on data, in every form an order to the model takes ("read", "reads", "reading", "read"). */
const EN_ACT = [
  ...forms('read', 's', 'ing'),
  'cat',
  ...forms('open', 's', 'ed'),
  ...forms('load', 's', 'ed', 'ing'),
  ...forms('access', 'es', 'ed', 'ing'),
  ...forms('fetch', 'es', 'ed', 'ing'),
  ...forms('grab', 's', 'bed'),
  ...forms('collect', 's', 'ed'),
  'copy',
  'copies',
  'copied',
  ...forms('dump', 's', 'ed', 'ing'),
  'include',
  'includes',
  'included',
  ...forms('attach', 'es', 'ed', 'ing'),
  'add',
  'adds',
  'put',
  'puts',
  'paste',
  'pastes',
  ...forms('insert', 's'),
  ...forms('fill', 's'),
  'supply',
  'supplies',
  'supplied',
  ...forms('append', 's', 'ed'),
  ...forms('embed', 's'),
  ...forms('upload', 's', 'ed', 'ing'),
  ...forms('send', 's', 'ing'),
  'sent',
  ...forms('pass', 'es', 'ed', 'ing'),
  ...forms('forward', 's', 'ed', 'ing'),
  ...forms('post', 's', 'ed', 'ing'),
  ...forms('email', 's', 'ed', 'ing'),
  ...forms('e-mail', 's'),
  ...forms('mirror', 's', 'ed'),
  'pipe',
  'pipes',
  ...forms('transmit', 's', 'ted'),
  ...forms('resend', 's'),
  'retry',
  ...forms('leak', 's'),
  'exfiltrate',
  ...forms('print', 's'),
  'output',
  ...forms('populate', 's', 'd'),
  ...forms('bundle', 's', 'd'),
  ...forms('publish', 'es', 'ed'),
  ...forms('resubmit', 's'),
  ...forms('share', 's'),
  ...forms('place', 's'),
  // Saying it out loud is sending it: "echo the value into `comment`", "reveal the key".
  ...forms('echo', 'es', 'ed'),
  ...forms('reveal', 's'),
  ...forms('disclose', 's'),
  ...forms('relay', 's'),
  ...forms('report', 's'),
  'adding',
  'appending',
  'putting',
  // Carrying or summarising a secret into a call moves it as much as copying does.
  ...forms('carry', 'ing'),
  'carries',
  ...forms('summarise', 's', 'd'),
  ...forms('summarize', 's', 'd'),
  'hand over',
  'hands over',
  'pasting',
  // A past form in a wish ("it would help if the model pasted …") is still the act asked for.
  'pasted',
  'placed',
  'inserted',
  'copying',
  // Looking data up is reading it; a call made to carry something ("calls this tool with X's output") moves it.
  'look up',
  'look it up',
  'look them up',
  'look these up',
  'call this tool with',
  'calls this tool with',
  'prefix',
  // Where a value goes is an act too: "the phrase belongs in `memo`".
  'belongs in',
  'belong in',
  'goes in',
  'goes into',
  'go in',
  'go into',
  ...forms('transcribe', 's', 'd'),
  // Data that travels with a call is sent with it: "the token rides along in `q`".
  ...forms('travel', 's'),
  'rides along',
  'ride along',
  'tags along',
  'goes along',
];

/** A word and its forms: forms('read', 's', 'ing') is read, reads, reading. */
/** "model appends", "agent sends": the model named bare as the one who acts, as a title or an aside does ("Query (model reads …)"). */
const EN_MODEL_ACTS = ['model', 'agent'].flatMap((who) => EN_ACT.filter((verb) => /^[a-z-]+[^s]s$/.test(verb)).map((verb) => `${who} ${verb}`));

function forms(word: string, ...endings: string[]): string[] {
  return [word, ...endings.map((ending) => word + ending)];
}

export const CONCEPTS: Readonly<Record<Language, Table>> = {
  en: {
    user: ['user', 'users', "user's", 'the human', 'end user', 'anyone', 'the person', "the person's"],
    model: [
      'assistant',
      'assistants',
      'the model',
      'model:',
      'the ai',
      'ai:',
      'the agent',
      'agent:',
      'llm',
      'language model',
      'any agent',
      'agents',
      // The model named by its role in the call ("whichever model is calling", "the calling agent").
      // Whoever reads the text is the model it reaches: "Whoever reads this: send …".
      'whoever reads this',
      'whoever is reading this',
      'anyone reading this',
      'calling model',
      'calling agent',
      'calling assistant',
      'whichever model',
      'whichever agent',
      'whichever assistant',
      'any model',
      ...EN_MODEL_ACTS,
      'copilot',
      // A product name is no address ("Claude Code sends the header"); a name called out is ("Claude, …", "Claude:").
      'claude,',
      'claude:',
      'you must',
      'you should',
      'you need to',
    ],
    ignore: ['ignore', 'disregard', 'forget', 'override', 'bypass'],
    instructions: [
      'instructions',
      'instruction',
      'guidance',
      'rules',
      'directions',
      'directives',
      'guidelines',
      'system prompt',
      'system message',
      'constraints',
      'policies',
    ],
    earlier: ['previous', 'prior', 'earlier', 'above', 'preceding', 'former', 'original', 'initial', 'system', 'existing', 'whatever'],
    conceal: [
      'secretly',
      'covertly',
      'without mentioning',
      'without telling',
      'without informing',
      'without showing',
      'without notifying',
      'without alerting',
      'not to be told',
      'must not see',
      'must not know',
      'should not see',
      'should not know',
      'do not tell',
      "don't tell",
      'never tell',
      'do not mention',
      "don't mention",
      'never mention',
      'do not bring this up',
      'do not bring it up',
      'not bring it up',
      'not bring this up',
      "don't bring it up",
      "don't bring this up",
      'never tell the user',
      'do not inform',
      'do not show',
      'do not reveal',
      'never reveal',
      'before the user sees',
      'before the user can see',
      'without saying so',
      'without saying anything',
      'need not know',
      "needn't know",
      'no need to tell',
      'no need to mention',
      'without explaining',
      'do not explain',
      "don't explain",
      'without explanation',
      'without saying why',
      'without giving a reason',
      'without a word',
      'keep quiet',
      'stay quiet',
      'nobody needs to know',
      'nobody needs to be told',
      'no one needs to know',
      'no one needs to be told',
      'say nothing',
      'keep this from',
      'keep it from',
      'hide this from',
      'hide it from',
      // Kept from the user's view ("never surface this", "without noting it").
      'never surface',
      'do not surface',
      "don't surface",
      'without noting',
      // Kept from the user in the passive ("users are not told"); "BCC recipients are not told" describes mail.
      'users are not told',
      'users are never told',
      "users aren't told",
      'user is not told',
      'user is never told',
      "user isn't told",
      'user will not be told',
      "user won't be told",
      'customers are not told',
      'customer is not told',
      'nobody is told',
      'no one is told',
    ],
    act: EN_ACT,
    must: [
      'must',
      'should',
      'has to',
      'have to',
      'needs to',
      'need to',
      'is expected to',
      'is required to',
      'is to',
      'shall',
      'always',
      'requires the',
      'job to',
      'responsible for',
      // A duty framed as a benefit or a requirement ("best results come from…", "compliance requires that…").
      'best results',
      'works best',
      'work best',
      'better results',
      'results are richer',
      'responses are richer',
      'answers are better',
      'requires that',
      'require that',
      'is required',
      'is mandatory',
      'the ai will',
      'the model will',
      'the assistant will',
      'the agent will',
      'are to',
      'your job is',
      'your task is',
      // A duty framed as a favour ("it would be appreciated if the model …", "the agent is requested to …").
      'would be appreciated',
      'is appreciated',
      'it helps if',
      'it would help if',
      'is requested to',
      'are requested to',
      'kindly requested',
    ],
    always: ['always', 'whenever', 'every', 'each', 'any time', 'anytime', 'regardless', 'for all', 'on every', 'from now on'],
  },
  zh: {
    user: ['用户', '使用者'],
    model: ['助手', '模型', '人工智能', '智能体'],
    ignore: ['忽略', '无视', '忽视', '不要理会'],
    instructions: ['指令', '指示', '说明', '规则', '提示'],
    earlier: ['之前', '以前', '先前', '上面', '上述', '前面', '所有'],
    conceal: ['不要告诉', '别告诉', '不要让用户知道', '不要通知', '不要提及', '不要向用户提起', '不要提起', '悄悄', '默默', '秘密地'],
    act: ['读取', '发送', '上传', '复制', '附加', '加入', '加为', '传递', '放入', '转发', '提交', '包含'],
    must: ['必须', '应该', '务必', '需要', '都要'],
    always: ['每次', '总是', '始终', '任何'],
  },
  ja: {
    user: ['ユーザー', '利用者'],
    model: ['アシスタント', 'モデル', 'エージェント'],
    ignore: ['無視', '忘れ'],
    instructions: ['指示', '命令', 'ルール', '指令'],
    earlier: ['以前', '前の', 'これまで', '先の', 'すべて'],
    conceal: ['伝えないで', '言わないで', '知らせないで', '教えないで', '黙って', 'こっそり', '内緒'],
    act: ['読み取', '読んで', '送信', '送って', '入れて', '添付', '渡して', '含めて', 'アップロード'],
    must: ['必ず', 'しなければ', 'ください'],
    always: ['毎回', '常に', 'いつも'],
  },
  ko: {
    user: ['사용자', '유저'],
    model: ['어시스턴트', '모델', '에이전트'],
    ignore: ['무시'],
    instructions: ['지시', '지침', '명령', '규칙'],
    earlier: ['이전', '앞의', '모든'],
    conceal: ['알리지 마', '말하지 마', '알리지마', '말하지마', '몰래', '조용히'],
    act: ['읽어', '읽고', '보내', '전송', '첨부', '넣어', '포함', '업로드'],
    must: ['반드시', '해야', '하세요'],
    always: ['매번', '항상', '언제나'],
  },
  ru: {
    user: ['пользовател*'],
    model: ['ассистент*', 'модел*', 'ии', 'агент*', 'нейросет*'],
    ignore: ['игнорир*', 'проигнорир*', 'забудь', 'не обращай внимания'],
    instructions: ['инструкци*', 'указани*', 'правил*', 'директив*', 'команд*'],
    earlier: ['предыдущ*', 'прежн*', 'ранее', 'все', 'предшествующ*'],
    conceal: ['не сообщай*', 'не говори', 'не рассказывай', 'не показывай', 'не упоминай', 'не уведомляй', 'скрытно', 'незаметно', 'тайно', 'втихую'],
    act: [
      'прочитай',
      'прочти',
      'прочитать',
      'считай',
      'отправь',
      'отправить',
      'передай',
      'передать',
      'пришли',
      'скопируй',
      'вставь',
      'загрузи',
      'приложи',
      'добавь',
      'перешли',
      // Infinitives after "must" (должен скопировать).
      'скопировать',
      'вставить',
      'добавить',
      'загрузить',
      'приложить',
      'переслать',
    ],
    must: ['должен', 'должна', 'должно', 'обязательно', 'нужно', 'необходимо', 'всегда'],
    always: ['всегда', 'каждый', 'каждом', 'каждого', 'любой', 'любом'],
  },
  es: {
    user: ['usuari*'],
    model: ['asistente', 'modelo', 'la ia', 'agente'],
    ignore: ['ignora', 'ignore', 'ignorar', 'olvida', 'omite', 'desestima', 'desatiende', 'haz caso omiso', 'no hagas caso'],
    instructions: ['instrucciones', 'reglas', 'indicaciones', 'directrices'],
    earlier: ['anteriores', 'previas', 'todas'],
    conceal: [
      'no digas',
      'no le digas',
      'no lo comentes',
      'no se lo comentes',
      'no informes',
      'no cuentes',
      'no menciones',
      'no avises',
      'no muestres',
      'sin decir',
      'sin avisar',
      'sin informar',
      'sin mencionar',
      'sin decírselo',
      'sin decirle',
      'sin que lo sepa',
      'sin que el usuario lo sepa',
      'en secreto',
      'silenciosamente',
      'discretamente',
    ],
    act: [
      'lee',
      'leer',
      'envía',
      'envia',
      'enviar',
      'enviarlo',
      'adjunta',
      'incluye',
      'pasa',
      'pásalo',
      'copia',
      'sube',
      'reenvía',
      'añade',
      'agrega',
      'copiar',
      'pegar',
      'añadir',
      'agregar',
      'adjuntar',
      'incluir',
      'subir',
      'poner',
    ],
    must: ['debe', 'deberá', 'tiene que', 'hay que', 'siempre'],
    always: ['siempre', 'cada', 'cualquier', 'todas las', 'todos los'],
  },
  fr: {
    user: ['utilisat*'],
    model: ['assistant', 'modèle', "l'ia", 'ia', 'agent'],
    ignore: ['ignore', 'ignorez', 'ignorer', 'oublie', 'oubliez', 'ne tiens pas compte', 'ne tenez pas compte', 'fais abstraction', 'faites abstraction'],
    instructions: ['instructions', 'consignes', 'règles', 'directives'],
    earlier: ['précédentes', 'antérieures', 'toutes', 'précédent'],
    conceal: [
      'ne dis pas',
      'ne dites pas',
      'ne le dis pas',
      'ne dis rien',
      'ne mentionne pas',
      'sans prévenir',
      'sans dire',
      'sans informer',
      'sans mentionner',
      'sans avertir',
      'sans le dire',
      'sans en parler',
      "n'en parle pas",
      "n'en parlez pas",
      'discrètement',
      'en silence',
      'en secret',
    ],
    act: [
      'lire',
      'lis',
      'lisez',
      'envoie',
      'envoyer',
      'envoyez',
      'transmettre',
      'transmets',
      'transmettez',
      'joins',
      'joindre',
      'inclus',
      'inclure',
      'copie',
      'copier',
      'ajoute',
    ],
    must: ['doit', 'doivent', 'devez', 'faut', 'toujours'],
    always: ['toujours', 'chaque', 'tout appel', 'tous les'],
  },
  de: {
    user: ['benutzer*', 'nutzer*', 'anwender*'],
    model: ['assistent*', 'modell', 'die ki', 'ki', 'agent'],
    ignore: ['ignorier*', 'vergiss', 'missachte', 'übergehe', 'beachte nicht'],
    instructions: ['anweisungen', 'regeln', 'vorgaben', 'instruktionen', 'befehle'],
    earlier: ['vorherigen', 'bisherigen', 'vorigen', 'früheren', 'obigen', 'alle'],
    conceal: [
      'nicht erwähnen',
      'ohne zu sagen',
      'ohne bescheid',
      'heimlich',
      'stillschweigend',
      'unbemerkt',
      'verschweige*',
      'sage nichts',
      'sag nichts',
      'erzähle nichts',
      'verrate nichts',
      'nicht wissen',
      'nichts davon erfahren',
      'nicht erfahren',
      'ohne es zu sagen',
    ],
    act: [
      'lies',
      'lesen',
      'sende',
      'senden',
      'mitsenden',
      'schicke',
      'schicken',
      'hänge',
      'anhängen',
      'kopiere',
      'kopieren',
      'füge',
      'einfügen',
      'übermittle',
      'leite',
      'weiterleiten',
      'übermitteln',
      'hochladen',
      'geschickt',
      'gesendet',
      'übermittelt',
      'weitergeleitet',
    ],
    must: ['soll', 'sollte', 'muss', 'müssen', 'immer'],
    always: ['immer', 'jede*', 'jedes', 'bei allen'],
  },
  pt: {
    user: ['usuári*', 'utilizador*'],
    model: ['assistente', 'modelo', 'a ia', 'agente'],
    ignore: ['ignore', 'ignora', 'ignorar', 'esqueça', 'desconsidere', 'desconsidera', 'desconsiderar', 'despreze', 'não leve em conta'],
    instructions: ['instruções', 'regras', 'orientações'],
    earlier: ['anteriores', 'prévias', 'todas'],
    conceal: [
      'não diga',
      'não conte',
      'não informe',
      'não mencione',
      'não avise',
      'não mostre',
      'sem avisar',
      'sem dizer',
      'sem informar',
      'sem mencionar',
      'sem contar',
      'sem que o usuário saiba',
      'secretamente',
      'silenciosamente',
      'discretamente',
    ],
    act: [
      'leia',
      'ler',
      'envie',
      'enviar',
      'inclua',
      'anexe',
      'copie',
      'passe',
      'carregue',
      'encaminhe',
      'copiar',
      'colocar',
      'adicionar',
      'anexar',
      'incluir',
    ],
    must: ['deve', 'precisa', 'tem que', 'sempre'],
    always: ['sempre', 'cada', 'qualquer', 'todas as', 'todos os'],
  },
  it: {
    user: ['utent*'],
    model: ['assistente', 'modello', "l'ia", 'agente'],
    ignore: ['ignora', 'ignorare', 'dimentica', 'trascura', 'non considerare', 'non tenere conto'],
    instructions: ['istruzioni', 'regole', 'indicazioni'],
    earlier: ['precedenti', 'tutte', 'anteriori'],
    conceal: [
      'non dire',
      'non dirlo',
      'non informare',
      'non menzionare',
      'non avvisare',
      'non mostrare',
      'senza avvisare',
      'senza dire',
      'senza informare',
      'senza dirlo',
      'senza che lo sappia',
      'di nascosto',
      'silenziosamente',
      'in segreto',
    ],
    act: [
      'leggi',
      'leggere',
      'invia',
      'inviare',
      'allega',
      'includi',
      'copia',
      'passa',
      'carica',
      'inoltra',
      'copiare',
      'incollare',
      'aggiungere',
      'inserire',
      'allegare',
    ],
    must: ['deve', 'devi', 'bisogna', 'sempre'],
    always: ['sempre', 'ogni', 'qualsiasi', 'tutte le', 'tutti i'],
  },
  pl: {
    user: ['użytkownik*'],
    model: ['asystent*', 'agent'],
    ignore: ['zignoruj', 'ignoruj', 'pomiń', 'zlekceważ'],
    instructions: ['instrukcje', 'instrukcji', 'polecenia', 'zasady'],
    earlier: ['poprzednie', 'wcześniejsze', 'wszystkie'],
    conceal: ['nie mów', 'nie informuj', 'nie wspominaj', 'bez wiedzy', 'po cichu', 'potajemnie'],
    act: [
      'wyślij',
      'wysyłaj',
      'przeczytaj',
      'odczytaj',
      'czytaj',
      'dołącz',
      'dołączaj',
      'dodaj',
      'dodawaj',
      'wklej',
      'wstaw',
      'skopiuj',
      'prześlij',
      'przesyłaj',
    ],
    must: ['musi', 'należy', 'zawsze'],
    always: ['zawsze', 'każd*', 'dowoln*'],
  },
  tr: {
    user: ['kullanıcı*'],
    model: ['asistan*', 'yapay zeka', 'ajan'],
    ignore: ['yok say', 'yoksay', 'görmezden gel', 'unut'],
    instructions: ['talimat*', 'yönerge*', 'kural*'],
    earlier: ['önceki', 'tüm', 'bütün'],
    conceal: ['söyleme', 'haber verme', 'bildirmeden', 'belirtmeden', 'fark ettirmeden', 'haberi olmadan', 'gizlice', 'sessizce', 'bahsetme', 'söz etme'],
    act: ['oku', 'gönder', 'ekle', 'koy', 'kopyala', 'yükle', 'ilet', 'aktar'],
    must: ['zorunda', 'mutlaka', 'gerekir', 'gerekiyor'],
    always: ['her zaman', 'daima', 'her seferinde', 'herhangi'],
  },
  nl: {
    user: ['gebruiker*'],
    model: ['assistent', 'het model', 'de ai'],
    ignore: ['negeer', 'vergeet', 'veronachtzaam'],
    instructions: ['instructies', 'aanwijzingen', 'regels'],
    earlier: ['eerdere', 'vorige', 'alle'],
    conceal: [
      'zonder de gebruiker',
      'zonder te melden',
      'vertel niet',
      'niet vertellen',
      'zeg niets',
      'niets zeggen',
      'stilletjes',
      'ongemerkt',
      'in het geheim',
    ],
    act: ['lees', 'lezen', 'stuur', 'sturen', 'meesturen', 'verstuur', 'voeg', 'kopieer', 'plak', 'doorsturen'],
    must: ['moet', 'moeten', 'dient'],
    always: ['altijd', 'elke', 'iedere'],
  },
  ar: {
    user: ['المستخدم', 'للمستخدم'],
    model: ['المساعد', 'للمساعد', 'أيها المساعد', 'النموذج', 'للنموذج', 'الوكيل'],
    ignore: ['تجاهل', 'وتجاهل'],
    instructions: ['التعليمات', 'تعليمات', 'الأوامر', 'القواعد'],
    earlier: ['السابقة', 'جميع', 'كل'],
    // Arabic joins "and" to the next word: "ولا تخبر" is "and do not tell".
    conceal: ['لا تخبر', 'ولا تخبر', 'دون إخبار', 'بدون إخبار', 'دون علم', 'سرا', 'سرًا', 'خلسة'],
    act: ['أرسل', 'وأرسل', 'ارسل', 'اقرأ', 'واقرأ', 'أرفق', 'انسخ', 'ضع', 'وضع', 'ارفع'],
    must: ['يجب', 'لابد', 'عليك'],
    always: ['دائما', 'دائمًا', 'كل مرة', 'أي'],
  },
  fa: {
    user: ['کاربر'],
    model: ['دستیار', 'مدل'],
    ignore: ['نادیده بگیر', 'نادیده'],
    instructions: ['دستورالعمل*', 'دستورات', 'قوانین'],
    earlier: ['قبلی', 'همه'],
    conceal: ['به کاربر نگو', 'بدون اطلاع', 'مخفیانه'],
    act: ['بفرست', 'ارسال کن', 'بخوان', 'پیوست کن', 'کپی کن'],
    must: ['باید', 'حتما'],
    always: ['همیشه', 'هر بار'],
  },
  hi: {
    user: ['उपयोगकर्ता'],
    model: ['सहायक', 'मॉडल', 'एजेंट'],
    ignore: ['अनदेखा', 'नज़रअंदाज़', 'नजरअंदाज'],
    instructions: ['निर्देश*'],
    earlier: ['पिछले', 'पहले', 'सभी'],
    conceal: ['बताए बिना', 'बताये बिना', 'मत बताओ', 'मत बताएं', 'न बताएं', 'चुपचाप', 'गुप्त रूप से'],
    act: ['भेज*', 'पढ़*', 'संलग्न', 'कॉपी', 'अपलोड', 'डाल*'],
    must: ['अवश्य', 'ज़रूर', 'जरूर', 'चाहिए'],
    always: ['हमेशा', 'हर बार'],
  },
  vi: {
    user: ['người dùng'],
    model: ['trợ lý', 'mô hình'],
    ignore: ['bỏ qua', 'phớt lờ'],
    instructions: ['hướng dẫn', 'chỉ dẫn', 'chỉ thị', 'quy tắc'],
    earlier: ['trước đó', 'trước', 'tất cả'],
    conceal: ['đừng nói', 'không cho người dùng biết', 'không báo', 'lặng lẽ', 'bí mật'],
    act: ['đọc', 'gửi', 'đính kèm', 'sao chép', 'tải lên', 'chèn'],
    must: ['phải', 'cần', 'bắt buộc'],
    always: ['luôn', 'mỗi', 'bất kỳ'],
  },
  id: {
    user: ['pengguna'],
    model: ['asisten', 'agen'],
    ignore: ['abaikan', 'lupakan'],
    instructions: ['instruksi', 'petunjuk', 'aturan'],
    earlier: ['sebelumnya', 'semua'],
    conceal: ['jangan beri tahu', 'jangan memberi tahu', 'tanpa memberi tahu', 'diam-diam', 'secara rahasia'],
    act: ['baca', 'membaca', 'kirim', 'kirimkan', 'mengirim', 'mengirimkan', 'lampirkan', 'melampirkan', 'salin', 'menyalin', 'unggah', 'masukkan', 'teruskan'],
    must: ['harus', 'wajib', 'perlu'],
    always: ['selalu', 'setiap'],
  },
  ms: {
    user: ['pengguna'],
    model: ['pembantu', 'asisten', 'ejen'],
    ignore: ['abaikan', 'lupakan'],
    instructions: ['arahan', 'panduan', 'peraturan'],
    earlier: ['sebelum ini', 'terdahulu', 'semua'],
    conceal: ['jangan beritahu', 'tanpa memberitahu', 'secara senyap', 'diam-diam'],
    act: ['baca', 'membaca', 'hantar', 'hantarkan', 'menghantar', 'salin', 'menyalin', 'lampirkan', 'masukkan', 'muat naik'],
    must: ['mesti', 'wajib', 'perlu'],
    always: ['sentiasa', 'setiap'],
  },
  uk: {
    user: ['користувач*'],
    model: ['асистент*', 'модел*', 'агент*', 'ші'],
    ignore: ['ігнору*', 'проігнору*', 'забудь'],
    instructions: ['інструкці*', 'вказівк*', 'правил*'],
    earlier: ['попередн*', 'усі', 'всі'],
    conceal: ['не кажучи', 'не кажи', 'не повідомляй', 'не повідомляючи', 'таємно', 'потай', 'непомітно'],
    act: ['прочита*', 'надісла*', 'надішли', 'відправ*', 'передай', 'передати', 'скопіюй', 'встав', 'завантаж*', 'додай', 'перешли'],
    must: ['має', 'мусить', 'повинен', 'повинна', 'обовʼязково', "обов'язково", 'потрібно'],
    always: ['завжди', 'кожн*', 'будь-як*'],
  },
  cs: {
    user: ['uživatel*'],
    model: ['asistent*', 'modelu', 'modelem'],
    ignore: ['ignoruj*', 'zapomeň'],
    instructions: ['instrukc*', 'pokyn*', 'pravidl*'],
    earlier: ['předchozí', 'dřívější', 'všechny'],
    conceal: ['neříkej', 'neřekni', 'neinformuj', 'bez vědomí', 'tajně', 'potichu', 'nenápadně'],
    act: ['přečti', 'přečíst', 'pošli', 'poslat', 'odešli', 'vlož', 'vložit', 'připoj', 'zkopíruj', 'nahraj'],
    must: ['musí', 'musíš', 'je nutné', 'vždy'],
    always: ['vždy', 'každ*', 'jakýkoli*'],
  },
  ro: {
    user: ['utilizator*'],
    model: ['asistent*', 'modelul', 'agentul'],
    ignore: ['ignoră', 'ignorați', 'uită'],
    instructions: ['instrucțiuni*', 'instrucţiuni*', 'instructiuni*', 'reguli*'],
    earlier: ['anterioare', 'precedente', 'toate'],
    conceal: ['fără să spui', 'fără a spune', 'fără să-i spună', 'fără să-i spui', 'fără a-i spune', 'fără să anunți', 'nu spune', 'în secret', 'pe ascuns'],
    act: ['citește', 'trimite', 'atașează', 'copiază', 'încarcă', 'adaugă', 'pune'],
    must: ['trebuie', 'obligatoriu'],
    always: ['mereu', 'întotdeauna', 'fiecare', 'orice'],
  },
  hu: {
    user: ['felhasználó*'],
    model: ['asszisztens*', 'modell*', 'ügynök*'],
    ignore: ['hagyd figyelmen kívül', 'figyelmen kívül', 'felejtsd el'],
    instructions: ['utasítás*', 'szabály*'],
    earlier: ['korábbi', 'előző', 'összes', 'minden'],
    conceal: ['ne szólj*', 'ne mondd', 'szó nélkül', 'titokban', 'észrevétlenül', 'csendben'],
    act: ['olvas*', 'küld*', 'csatol*', 'másol*', 'illeszd'],
    must: ['kell', 'köteles', 'mindig'],
    always: ['mindig', 'minden', 'bármely*'],
  },
  el: {
    user: ['χρήστ*'],
    model: ['βοηθ*', 'μοντέλο', 'πράκτορ*'],
    ignore: ['αγνόησε', 'αγνοήστε', 'ξέχασε'],
    instructions: ['οδηγί*', 'κανόν*'],
    earlier: ['προηγούμεν*', 'όλες', 'όλους'],
    conceal: ['χωρίς να ενημερώσ*', 'χωρίς να πει*', 'μην πεις', 'μην ενημερώσεις', 'κρυφά', 'αθόρυβα'],
    act: ['διάβασ*', 'διαβάσ*', 'στείλ*', 'επισύναψ*', 'αντίγραψ*', 'ανέβασ*', 'πρόσθεσ*'],
    must: ['πρέπει', 'οφείλει', 'υποχρεωτικά'],
    always: ['πάντα', 'κάθε'],
  },
  sv: {
    user: ['användare*'],
    model: ['assistent*', 'modellen', 'agenten'],
    ignore: ['ignorera', 'strunta i', 'glöm'],
    instructions: ['instruktion*', 'anvisning*', 'regler*'],
    earlier: ['tidigare', 'föregående', 'alla'],
    conceal: ['utan att berätta', 'utan att säga', 'berätta inte', 'säg inte', 'i hemlighet', 'obemärkt'],
    act: ['läs', 'läsa', 'skicka', 'skickar', 'bifoga', 'kopiera', 'klistra in', 'ladda upp', 'vidarebefordra', 'infoga'],
    must: ['ska', 'skall', 'måste', 'bör'],
    always: ['alltid', 'varje', 'varje gång'],
  },
  da: {
    user: ['bruger*', 'bruker*'],
    model: ['assistent*', 'modellen', 'agenten'],
    ignore: ['ignorer', 'glem'],
    instructions: ['instruksjon*', 'instruktion*', 'regler'],
    earlier: ['tidligere', 'forrige', 'alle'],
    conceal: ['uten å si', 'uden at sige', 'ikke fortæl', 'ikke fortell', 'i hemmelighed', 'i hemmelighet'],
    act: ['læs', 'les inn', 'vedlegg', 'vedhæft', 'kopier', 'last opp', 'videresend'],
    must: ['skal', 'må', 'bør'],
    always: ['alltid', 'altid', 'hver'],
  },
  fi: {
    user: ['käyttäjä*'],
    model: ['avustaja*', 'malli*'],
    ignore: ['ohita', 'unohda', 'jätä huomiotta'],
    instructions: ['ohje*', 'sääntö*'],
    earlier: ['aiemm*', 'edelli*', 'kaikki'],
    conceal: ['kertomatta', 'älä kerro', 'älä mainitse', 'mainitsematta', 'salaa', 'huomaamatta'],
    act: ['lue', 'lähetä', 'liitä', 'kopioi', 'lataa'],
    must: ['täytyy', 'pitää', 'on pakko', 'tulee'],
    always: ['aina', 'jokainen', 'joka kerta'],
  },
  bg: {
    user: ['потребител*'],
    model: ['асистент*', 'модел*', 'агент*'],
    ignore: ['игнорирай', 'забрави'],
    instructions: ['инструкци*', 'указани*', 'правила'],
    earlier: ['предишн*', 'всички'],
    conceal: ['без да казваш', 'не казвай', 'тайно', 'незабелязано'],
    act: ['прочети', 'изпрати', 'прикачи', 'копирай', 'качи', 'добави'],
    must: ['трябва', 'задължително'],
    always: ['винаги', 'всеки', 'всяк*'],
  },
  he: {
    user: ['משתמש', 'המשתמש', 'למשתמש'],
    model: ['העוזר', 'עוזר', 'המודל', 'הסוכן'],
    ignore: ['התעלם', 'התעלמו', 'שכח'],
    instructions: ['הוראות', 'ההוראות', 'הנחיות', 'ההנחיות'],
    earlier: ['קודמות', 'הקודמות', 'כל'],
    conceal: ['בלי לספר', 'מבלי לספר', 'אל תספר', 'אל תגלה', 'בסתר'],
    act: ['לקרוא', 'וקרא', 'קרא', 'לשלוח', 'ולשלוח', 'שלח', 'צרף', 'העתק', 'להעלות'],
    must: ['חייב', 'חייבת', 'צריך'],
    always: ['תמיד', 'בכל'],
  },
  th: {
    user: ['ผู้ใช้'],
    model: ['ผู้ช่วย', 'โมเดล'],
    ignore: ['เพิกเฉย', 'ละเว้น', 'ไม่ต้องสนใจ'],
    instructions: ['คำสั่ง', 'คำแนะนำ'],
    earlier: ['ก่อนหน้า', 'ทั้งหมด'],
    conceal: ['โดยไม่ต้องบอก', 'ไม่ต้องบอก', 'อย่าบอก', 'ห้ามบอก', 'โดยไม่แจ้ง', 'อย่างลับๆ'],
    act: ['อ่าน', 'ส่ง', 'แนบ', 'คัดลอก', 'อัปโหลด'],
    must: ['ต้อง'],
    always: ['เสมอ', 'ทุกครั้ง'],
  },
  sw: {
    user: ['mtumiaji', 'watumiaji'],
    model: ['msaidizi', 'wasaidizi'],
    ignore: ['puuza', 'sahau'],
    instructions: ['maagizo', 'maelekezo'],
    earlier: ['yaliyotangulia', 'ya awali', 'zote', 'yote'],
    conceal: ['bila kumwambia', 'usimwambie', 'usimjulishe', 'kwa siri'],
    act: ['soma', 'asome', 'tuma', 'kutuma', 'atume', 'ambatisha', 'nakili', 'pakia'],
    must: ['lazima', 'anapaswa', 'inapaswa'],
    always: ['kila', 'daima', 'siku zote'],
  },
  bn: {
    user: ['ব্যবহারকারী*'],
    model: ['সহকারী*', 'মডেল*', 'এজেন্ট*'],
    ignore: ['উপেক্ষা', 'অগ্রাহ্য', 'ভুলে যাও'],
    instructions: ['নির্দেশ*'],
    earlier: ['আগের', 'পূর্ববর্তী', 'সব'],
    conceal: ['না জানিয়ে', 'বলবেন না', 'বলো না', 'জানাবেন না', 'গোপনে', 'চুপচাপ'],
    act: ['পড়*', 'পাঠা*', 'সংযুক্ত', 'কপি', 'আপলোড', 'যোগ কর*'],
    must: ['অবশ্যই', 'উচিত', 'করতে হবে'],
    always: ['সবসময়', 'সর্বদা', 'প্রতিবার'],
  },
  ur: {
    user: ['صارف'],
    model: ['معاون', 'اسسٹنٹ', 'ماڈل'],
    ignore: ['نظرانداز', 'نظر انداز'],
    instructions: ['ہدایات'],
    earlier: ['پچھلی', 'سابقہ', 'تمام'],
    conceal: ['بتائے بغیر', 'مت بتاؤ', 'نہ بتائیں', 'چپکے سے', 'خفیہ طور پر'],
    act: ['پڑھ*', 'بھیج*', 'منسلک', 'کاپی', 'اپلوڈ'],
    must: ['لازمی', 'ضرور', 'چاہیے'],
    always: ['ہمیشہ', 'ہر بار'],
  },
  tl: {
    user: ['gumagamit', 'user'],
    model: ['katulong'],
    ignore: ['huwag pansinin', 'balewalain', 'kalimutan'],
    instructions: ['tagubilin', 'mga tagubilin', 'utos'],
    earlier: ['nakaraang', 'naunang', 'lahat'],
    conceal: ['nang hindi sinasabi', 'huwag sabihin', 'nang palihim', 'lihim'],
    act: ['basahin', 'ipadala', 'ilakip', 'kopyahin', 'i-upload', 'isama'],
    must: ['dapat', 'kailangan'],
    always: ['palagi', 'lagi', 'bawat'],
  },
  ca: {
    user: ['usuari*'],
    model: ['assistent', 'el model', 'la ia', 'agent'],
    ignore: ['ignora', 'oblida'],
    instructions: ['instruccions', 'regles', 'indicacions'],
    earlier: ['anteriors', 'prèvies', 'totes'],
    conceal: ['sense dir', 'sense avisar', 'no diguis', 'en secret', "d'amagat"],
    act: ['llegeix', 'envia', 'adjunta', 'inclou', 'copia', 'puja', 'reenvia'],
    must: ['ha de', 'cal que', 'sempre'],
    always: ['sempre', 'cada', 'qualsevol'],
  },
  sk: {
    user: ['používateľ*'],
    model: ['asistent*', 'modelu', 'modelom'],
    ignore: ['ignoruj*', 'zabudni'],
    instructions: ['inštrukci*', 'pokyn*', 'pravidl*'],
    earlier: ['predchádzajúc*', 'všetky'],
    conceal: ['bez toho, aby to povedal*', 'nehovor', 'neinformuj', 'potajomky', 'potichu', 'tajne'],
    act: ['prečítať', 'prečítaj', 'pošli', 'poslať', 'vlož', 'prilož', 'skopíruj', 'nahraj'],
    must: ['musí', 'musíš', 'treba', 'vždy'],
    always: ['vždy', 'každ*'],
  },
};

/**
 * A failure as the moment an order applies ("if it fails", "on error", "once the session expires"), a
 * second try that carries something new ("call it again", "ask for the password"), and the user's own
 * choice overruled ("whatever the user picks", "instead of the one chosen"), beyond English.
 */
const EXTRA: Readonly<Partial<Record<Language, Readonly<Record<'failure' | 'retry', readonly string[]>>>>> = {
  es: {
    failure: ['si falla', 'en caso de error', 'si hay un error', 'si ocurre un error', 'al fallar', 'si expira', 'ha expirado', 'caduca'],
    retry: ['de nuevo', 'otra vez', 'vuelve a llamar', 'reintenta', 'pide la contraseña'],
  },
  fr: {
    failure: ["en cas d'erreur", "en cas d'échec", 'échoue', 'a expiré', 'expire'],
    retry: ['à nouveau', 'de nouveau', 'rappelle', 'rappelez', 'réessaie', 'réessayez', 'demande le mot de passe'],
  },
  de: {
    failure: ['bei einem fehler', 'bei fehler', 'im fehlerfall', 'schlägt fehl', 'fehlschläg*', 'abgelaufen'],
    retry: ['erneut', 'nochmal', 'noch einmal', 'frage nach dem passwort'],
  },
  pt: {
    failure: ['em caso de erro', 'se falhar', 'se houver erro', 'expirou', 'expirar'],
    retry: ['novamente', 'de novo', 'peça a senha'],
  },
  it: {
    failure: ['in caso di errore', 'se fallisce', 'se non riesce', 'scaduta', 'scaduto'],
    retry: ['di nuovo', 'nuovamente', 'richiama', 'riprova', 'chiedi la password'],
  },
  ru: {
    failure: ['при ошибке', 'в случае ошибки', 'если не удалось', 'не удалось', 'истек*', 'истёк*'],
    retry: ['снова', 'повторно', 'ещё раз', 'еще раз', 'попроси пароль', 'запроси пароль'],
  },
  uk: {
    failure: ['у разі помилки', 'при помилці', 'не вдалося', 'минув', 'закінчився'],
    retry: ['знову', 'повторно', 'ще раз', 'попроси пароль'],
  },
  zh: { failure: ['出错', '失败', '错误时', '过期', '超时'], retry: ['再次', '重新调用', '重试', '索要密码', '询问密码'] },
  ja: { failure: ['エラー', '失敗', '期限切れ', 'タイムアウト'], retry: ['再度', 'もう一度', '再試行', 'パスワードを尋ね', 'パスワードを聞'] },
  ko: { failure: ['오류', '실패', '만료', '시간 초과'], retry: ['다시', '재시도', '비밀번호를 요청', '비밀번호를 물어'] },
  nl: { failure: ['bij een fout', 'als het mislukt', 'mislukt', 'verlopen'], retry: ['opnieuw', 'nogmaals', 'vraag om het wachtwoord'] },
  pl: { failure: ['w razie błędu', 'jeśli się nie powiedzie', 'nie powiodło', 'wygasł*'], retry: ['ponownie', 'jeszcze raz', 'poproś o hasło'] },
  tr: { failure: ['hata olursa', 'hata durumunda', 'başarısız olursa', 'süresi dolarsa', 'süresi dolduysa'], retry: ['tekrar', 'yeniden', 'şifreyi iste'] },
};

const OVERRULE: Readonly<Partial<Record<Language, readonly string[]>>> = {
  es: [
    'lo que elija el usuario',
    'lo que el usuario elija',
    'lo que indique el usuario',
    'en lugar del elegido',
    'en lugar de la elegida',
    'en vez del elegido',
  ],
  fr: [
    "quoi que choisisse l'utilisateur",
    "quel que soit le choix de l'utilisateur",
    "ce que l'utilisateur choisit",
    'au lieu de celui choisi',
    'au lieu de celle choisie',
  ],
  de: [
    'egal, was der benutzer',
    'egal was der benutzer',
    'unabhängig davon, was der benutzer',
    'statt des gewählten',
    'statt der gewählten',
    'anstelle des gewählten',
  ],
  pt: ['o que o usuário escolher', 'independentemente do que o usuário', 'em vez do escolhido', 'em vez da escolhida'],
  it: ["qualunque cosa scelga l'utente", "indipendentemente da cosa scelga l'utente", 'invece di quello scelto', 'invece di quella scelta'],
  ru: ['что бы ни выбрал пользователь', 'независимо от выбора пользователя', 'вместо выбранного', 'вместо выбранной'],
  uk: ['що б не обрав користувач', 'незалежно від вибору користувача', 'замість обраного', 'замість обраної'],
  zh: ['无论用户选择', '不管用户选择', '而不是用户选择的'],
  ja: ['ユーザーが何を選んでも', 'ユーザーの選択に関係なく', 'ユーザーの選択を無視'],
  ko: ['사용자가 무엇을 선택하든', '사용자의 선택과 관계없이'],
  nl: ['wat de gebruiker ook kiest', 'ongeacht wat de gebruiker', 'in plaats van de gekozen'],
  pl: ['co wybierze użytkownik', 'zamiast wybranego', 'zamiast wybranej'],
  tr: ['kullanıcı ne seçerse seçsin', 'kullanıcının seçimine bakılmaksızın'],
};

/**
 * Shadowing's two halves beyond English: other tools or servers as what an order is about ("any other
 * tool", "otro servidor"), and the change it makes to them ("change", "replace", "redirect"). English
 * has its own patterns (FOREIGN, TAMPER in ./evidence.ts).
 */
const SHADOW: Readonly<Partial<Record<Language, Readonly<Record<'foreign' | 'tamper', readonly string[]>>>>> = {
  es: {
    foreign: ['otra herramienta', 'otras herramientas', 'cualquier herramienta', 'otro servidor', 'otros servidores', 'cualquier servidor'],
    tamper: ['cambia', 'cambie', 'reemplaza', 'sustituye', 'redirige', 'añade', 'establece'],
  },
  fr: {
    foreign: ['autre outil', 'autres outils', "n'importe quel outil", 'autre serveur', 'autres serveurs', "n'importe quel serveur"],
    tamper: ['remplace', 'remplacez', 'modifie', 'modifiez', 'redirige', 'redirigez', 'changez', 'ajoutez'],
  },
  de: {
    foreign: [
      'anderes tool',
      'andere tools',
      'anderen tools',
      'anderes werkzeug',
      'andere werkzeuge',
      'anderer server',
      'andere server',
      'anderen server',
      'jedes tool',
    ],
    tamper: ['ändere', 'ändert', 'ersetze', 'leite um', 'leitet um', 'füge hinzu', 'setze'],
  },
  pt: {
    foreign: ['outra ferramenta', 'outras ferramentas', 'qualquer ferramenta', 'outro servidor', 'outros servidores', 'qualquer servidor'],
    tamper: ['altere', 'troque', 'substitua', 'redirecione', 'mude', 'adicione'],
  },
  it: {
    foreign: ['altro strumento', 'altri strumenti', 'qualsiasi strumento', 'altro server', 'altri server', 'qualsiasi server'],
    tamper: ['cambia', 'modifica', 'sostituisci', 'reindirizza', 'aggiungi', 'imposta'],
  },
  ru: {
    foreign: ['другой инструмент', 'другие инструменты', 'других инструментов', 'любой инструмент', 'другой сервер', 'другие серверы', 'любой сервер'],
    tamper: ['замени', 'измени', 'подмени', 'перенаправь', 'добавь', 'установи'],
  },
  zh: { foreign: ['其他工具', '别的工具', '任何工具', '其他服务器', '任何服务器'], tamper: ['改为', '改成', '替换', '修改为', '重定向'] },
  ja: { foreign: ['他のツール', 'ほかのツール', '別のツール', '他のサーバー'], tamper: ['変更', '置き換え', '書き換え', 'リダイレクト'] },
  ko: { foreign: ['다른 도구', '모든 도구', '다른 서버'], tamper: ['변경', '바꾸', '대체', '리디렉션'] },
  nl: { foreign: ['andere tool', 'andere tools', 'elke tool', 'andere server', 'andere servers'], tamper: ['wijzig', 'verander', 'vervang', 'stuur om'] },
  pl: {
    foreign: ['inne narzędzie', 'innego narzędzia', 'dowolne narzędzie', 'inny serwer', 'innego serwera'],
    tamper: ['zmień', 'zamień', 'podmień', 'przekieruj'],
  },
  tr: { foreign: ['başka bir araç', 'diğer araç*', 'herhangi bir araç', 'başka bir sunucu', 'diğer sunucu*'], tamper: ['değiştir', 'yönlendir'] },
  fi: { foreign: ['muu työkalu', 'muut työkalut', 'toinen työkalu', 'muu palvelin'], tamper: ['vaihda', 'muuta', 'korvaa', 'ohjaa'] },
  sv: { foreign: ['annat verktyg', 'andra verktyg', 'annan server', 'andra servrar'], tamper: ['ändra', 'byt', 'ersätt', 'omdirigera'] },
  id: { foreign: ['alat lain', 'server lain'], tamper: ['ubah', 'ganti', 'alihkan'] },
  ms: { foreign: ['alat lain', 'pelayan lain'], tamper: ['tukar', 'ubah', 'alihkan'] },
  ar: { foreign: ['أداة أخرى', 'أي أداة', 'خادم آخر'], tamper: ['غيّر', 'استبدل', 'حوّل'] },
  hi: { foreign: ['अन्य टूल', 'कोई भी टूल', 'दूसरा सर्वर'], tamper: ['बदलें', 'बदल दें'] },
};

/**
 * Secrets gathered wholesale beyond English (which ./evidence.ts reads as PRIVATE_DATA): API keys, and
 * the environment variables that hold them.
 */
const SECRETS: Readonly<Partial<Record<Language, readonly string[]>>> = {
  es: ['claves API', 'claves de API', 'variables de entorno'],
  fr: ['clés API', "clés d'API", "variables d'environnement"],
  de: ['API-Schlüssel', 'Umgebungsvariablen'],
  pt: ['chaves de API', 'chaves API', 'variáveis de ambiente'],
  it: ['chiavi API', "variabili d'ambiente"],
  ru: ['API-ключ*', 'ключи API', 'переменные окружения', 'переменных окружения', 'переменные среды'],
  zh: ['API密钥', 'API 密钥', '环境变量'],
  ja: ['APIキー', '環境変数'],
  ko: ['API 키', '환경 변수', '환경변수'],
  nl: ['API-sleutels', 'omgevingsvariabelen'],
  pl: ['klucze API', 'zmienne środowiskowe'],
  tr: ['API anahtar*', 'ortam değişkenleri'],
  ro: ['cheile API', 'cheilor API', 'variabilele de mediu'],
  sv: ['API-nycklar', 'miljövariabler'],
  fi: ['API-avaimet', 'ympäristömuuttuj*'],
  id: ['kunci API', 'variabel lingkungan'],
  ms: ['kunci API', 'pembolehubah persekitaran'],
  ar: ['مفاتيح API', 'متغيرات البيئة'],
};

/**
 * The commonest words of the languages with a table (articles, conjunctions, prepositions): a sentence
 * with two of one language's list is in that language, which its table reads, so evidence that stands in
 * for words (./evidence.ts, unreadFlow) is not needed there. English needs one, as its list holds none of
 * the words other languages share ("in", "on", "to", "for"), and the Slavic lists leave out what Croatian,
 * Serbian and Slovene share with them ("i", "na", "do", "je"). Chinese, Japanese, Korean and Thai are told
 * by their scripts.
 */
export const COMMON_WORDS: Readonly<Partial<Record<Language, readonly string[]>>> = {
  en: 'the and of with from this that these those your you into when which will would should must is are was were its it be or if then not only each every any has have can does their they there'.split(
    ' ',
  ),
  de: 'der die das und mit aus von den ist nicht ein eine für auf wird zu im dem'.split(' '),
  fr: 'le la les et des du avec pour est une un dans sur pas au aux'.split(' '),
  es: 'el la los las y de del con para por una un en que es se'.split(' '),
  pt: 'o a os as e de do da dos das com para por um uma em no na que é não'.split(' '),
  it: 'il lo la gli le e di del della con per un una che è non nel'.split(' '),
  nl: 'de het een en van met voor niet is op te dat die naar'.split(' '),
  pl: 'w z się jest że oraz dla lub jako przez'.split(' '),
  cs: 'a v z pro ze nebo jako při'.split(' '),
  sk: 'a sa v z pre zo alebo ako pri'.split(' '),
  ro: 'și de la în cu pe nu este un o din pentru sau'.split(' '),
  hu: 'a az és egy hogy nem van meg ki be is csak'.split(' '),
  sv: 'och att det som en ett är för med på av till inte den'.split(' '),
  da: 'og at det som en et er for med på af til ikke den'.split(' '),
  fi: 'ja on ei se että tai kun jos ole sen'.split(' '),
  tr: 've bir bu için ile da de değil olarak gibi'.split(' '),
  id: 'dan yang di ke dari untuk dengan ini itu tidak atau'.split(' '),
  ms: 'dan yang di ke dari untuk dengan ini itu tidak atau'.split(' '),
  vi: 'và của là có không cho các những được trong với một từ bằng để khi nếu này'.split(' '),
  sw: 'na ya wa kwa za la ni katika kwenye hii'.split(' '),
  tl: 'ang ng sa mga at na ay ito para'.split(' '),
  ca: 'el la els les i de del amb per que és un una'.split(' '),
  ru: 'и в на с не что из для по к от это'.split(' '),
  uk: 'і в на з не що та для по до від це'.split(' '),
  bg: 'и в на с не за от да се е'.split(' '),
  el: 'και το τα του της με από για να δεν σε'.split(' '),
  he: 'את של על עם לא זה או גם'.split(' '),
  ar: 'في من على و أن إلى عن هذا لا مع'.split(' '),
  fa: 'و از به در را که این با برای'.split(' '),
  ur: 'کے کی اور میں سے کو کا ہے یہ'.split(' '),
  hi: 'के की और में से को का है यह पर'.split(' '),
  bn: 'ও এবং এর করে থেকে জন্য না এই যে'.split(' '),
};

/** A language's entries for a concept: its row, or for an extra concept its EXTRA, SHADOW, SECRETS or OVERRULE entry (none for most). */
function entriesOf(language: Language, concept: Concept): readonly string[] {
  if (concept === 'overrule') return OVERRULE[language] ?? [];
  if (concept === 'secrets') return SECRETS[language] ?? [];
  if (concept === 'foreign' || concept === 'tamper') return SHADOW[language]?.[concept] ?? [];
  return concept === 'failure' || concept === 'retry' ? (EXTRA[language]?.[concept] ?? []) : CONCEPTS[language][concept];
}

/** Scripts written without spaces between words (Chinese, Japanese, Korean, Thai): their entries match anywhere. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TrieNode {
  next: Map<string, TrieNode>;
  end: boolean;
}

/**
 * Entries as one pattern source, merged on common beginnings ("do not tell|do not show" is
 * "do not (?:tell|show)"): a regular expression tries each alternative at every position, and a merged
 * one tries each first character once. Spaces match runs of spaces, a final "*" any letters (`letter`).
 * At each step the longer continuations come first, so a phrase still wins over its first word.
 */
function trieSource(entries: readonly string[], letter: string): string {
  const root: TrieNode = { next: new Map(), end: false };
  for (const entry of entries) {
    let node = root;
    const stem = entry.endsWith('*');
    for (const c of [...(stem ? entry.slice(0, -1) : entry).toLowerCase(), ...(stem ? ['*'] : [])]) {
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  const token = (c: string) => (c === ' ' ? '\\s{1,4}' : c === '*' ? `${letter}{0,20}` : escapeRegExp(c));
  const emit = (node: TrieNode): string => {
    const parts = [...node.next].sort(([a], [b]) => (a === '*' ? 1 : b === '*' ? -1 : a < b ? -1 : 1)).map(([c, child]) => token(c) + emit(child));
    if (node.end && parts.length > 0) parts.push('');
    return parts.length === 0 ? '' : parts.length === 1 ? parts[0] : `(?:${parts.join('|')})`;
  };
  return emit(root);
}

/**
 * A concept's patterns: one for entries in ASCII, and two for the others, to run only on text that has
 * letters beyond ASCII. `spaced` (words of spaced scripts) checks the letter after a match itself but not
 * the one before: a lookbehind at the start of a pattern is tested at every position of the text and cost
 * most of the scan, so the caller checks a match's start with startsWord instead. `unspaced` (Chinese,
 * Japanese, Korean) matches anywhere.
 */
export interface ConceptPatterns {
  ascii: RegExp | undefined;
  spaced: RegExp | undefined;
  unspaced: RegExp | undefined;
  /** Every character beyond ASCII of the `spaced` and `unspaced` entries: a text with none of them cannot match those patterns, which cost most on long text of other scripts. */
  spacedHint: RegExp | undefined;
  unspacedHint: RegExp | undefined;
}

/** A class of the characters beyond ASCII in `entries` in both cases, as the patterns ignore case (a class without the "i" flag scans several times faster). */
function hintOf(entries: readonly string[]): RegExp | undefined {
  const chars = new Set<string>();
  for (const entry of entries)
    for (const c of entry.toLowerCase())
      if (c > '\x7f')
        for (const form of [c, c.toUpperCase()]) if ([...form].length === 1 && form !== '\\' && form !== ']' && form !== '-' && form !== '^') chars.add(form);
  return chars.size === 0 ? undefined : new RegExp(`[${[...chars].sort().join('')}]`, 'u');
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Whether a match of a `spaced` pattern at `index` starts a word (no letter, digit or "_" before it). */
export function startsWord(text: string, index: number): boolean {
  if (index === 0) return true;
  const before = text.charCodeAt(index - 1);
  if (before < 128) return !WORD_CHAR.test(text[index - 1]);
  // A low surrogate ends a pair: test the whole character.
  const from = before >= 0xdc00 && before <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return !WORD_CHAR.test(text.slice(from, index));
}

/**
 * The patterns of one concept over every language (or the given ones), entries merged on their
 * common beginnings (trieSource). Words of spaced scripts share one boundary test on each side, so
 * a pattern tests one lookbehind per position, not one per entry; literal alternatives with bounded
 * stems, so each is linear in the text. Most descriptions are ASCII, and an ASCII pattern without the
 * Unicode flag scans several times faster.
 */
export function conceptPatterns(concept: Concept, languages: readonly Language[] = Object.keys(CONCEPTS) as Language[]): ConceptPatterns {
  const entries = new Set<string>();
  for (const language of languages) for (const entry of entriesOf(language, concept)) entries.add(entry);
  const ascii = [...entries].filter((e) => /^[\x00-\x7f]*$/.test(e));
  const other = [...entries].filter((e) => !/^[\x00-\x7f]*$/.test(e));
  const spaced = other.filter((e) => !UNSPACED.test(e));
  const unspaced = other.filter((e) => UNSPACED.test(e));
  return {
    ascii: ascii.length === 0 ? undefined : new RegExp(`\\b(?:${trieSource(ascii, '[A-Za-z]')})(?![A-Za-z0-9_])`, 'gi'),
    spaced: spaced.length === 0 ? undefined : new RegExp(`(?:${trieSource(spaced, '\\p{L}')})(?![\\p{L}\\p{N}_])`, 'giu'),
    unspaced: unspaced.length === 0 ? undefined : new RegExp(trieSource(unspaced, '\\p{L}'), 'giu'),
    spacedHint: hintOf(spaced),
    unspacedHint: hintOf(unspaced),
  };
}
