/**
 * The same short list of concepts filled for a fixed list of languages, after measuring which the
 * tables of ./concepts.ts and ./concepts-world.ts left empty or thin: the forty most written on the web
 * (Spanish, German, Japanese, French, Russian, Portuguese, Italian, Chinese, Polish, Turkish, Dutch,
 * Persian, Vietnamese, Korean, Indonesian, Arabic, Czech, Ukrainian, Greek, Hebrew, Romanian, Swedish,
 * Hungarian, Thai, Danish, Finnish, Slovak, Bulgarian, Norwegian, Croatian and Serbian, Lithuanian,
 * Latvian, Estonian, Slovenian, Catalan, Hindi, Malay) and those of South and South-East Asia and Africa
 * the tables read least (Tagalog, Bengali, Swahili, Welsh, Zulu, Tamil, Marathi, Amharic, Burmese, Urdu).
 *
 * Per language, the words a writer uses for:
 * - keeping quiet (`quiet`): a verb of telling, mentioning or informing (`verbs`, in the form that follows
 *   "no need to" or "without") after each of the language's "no need to", "need not", "without" (`before`)
 *   or before them where the verb comes first (`after`), and the negative orders of those verbs (`orders`).
 *   Only verbs of telling: "no need to enter the password" is no concealment, so verbs that also mean to
 *   enter or provide a value (Portuguese "informar") are left out;
 * - the model as the one who acts (`model`: "the assistant" and its case forms);
 * - private data named in words (`private`): the browser's cookies, passwords, the conversation so far,
 *   card numbers, a wallet's recovery words, sign-in data, a private or deploy key, phone numbers;
 * - an argument of the call (`field`: the words for field and parameter, with their case endings), which
 *   ./evidence.ts reads only beside a name in backquotes (`notes`);
 * - acting on data (`act`: read, send, copy, attach, add, put in, in the forms an order or a third-person
 *   rule about the assistant takes) and obliging (`must`).
 * Each is evidence only where it combines as ./evidence.ts says: an honest description that names the
 * user's password or a `password` field in any of these languages stays quiet without an order to move it
 * somewhere and a destination, or words of keeping quiet. Entries are written as in ./concepts.ts.
 */

export interface Quiet {
  before?: readonly string[];
  verbs?: readonly string[];
  after?: readonly string[];
  orders?: readonly string[];
}

export interface FilledTable {
  quiet?: Quiet;
  model?: readonly string[];
  private?: readonly string[];
  field?: readonly string[];
  act?: readonly string[];
  must?: readonly string[];
}

export type FilledConcept = 'conceal' | 'model' | 'private' | 'field' | 'act' | 'must';

export const FILLED: Readonly<Record<string, FilledTable>> = {
  es: {
    quiet: {
      before: ['no hace falta', 'no es necesario', 'no hay que', 'no hay necesidad de', 'no hay por qué', 'sin'],
      verbs: ['decírselo', 'decirle', 'mencionarlo', 'mencionar', 'comentarlo', 'comentar', 'avisarle', 'avisar', 'explicarlo'],
      orders: ['no lo menciones', 'no lo mencione', 'no se lo digas', 'no se lo diga', 'no lo comentes', 'no lo comente', 'no le avises', 'no le avise'],
      // The vosotros register (Castilian, addressing several): "no se lo comentéis", "no lo mencionéis".
      after: ['no lo mencionéis', 'no se lo digáis', 'no lo comentéis', 'no se lo comentéis', 'no le aviséis'],
    },
    private: [
      'cookies de sesión',
      'cookies del navegador',
      'frase semilla',
      'frase de recuperación',
      'número de tarjeta',
      'números de tarjeta',
      'toda la conversación',
      'historial del chat',
      'mensajes anteriores',
    ],
    field: ['campo', 'parámetro'],
    act: ['adjunta', 'incluye', 'añade', 'copia', 'envía', 'pega', 'coloca', 'adjuntad', 'incluid', 'añadid', 'copiad', 'enviad', 'pegad', 'colocad', 'leed'],
  },
  pt: {
    quiet: {
      before: ['não é preciso', 'não é necessário', 'não precisa', 'não há necessidade de', 'não há por que', 'sem'],
      verbs: ['mencionar', 'mencioná-lo', 'comentar', 'avisar', 'contar', 'dizer', 'explicar'],
      orders: ['não mencione', 'não comente', 'não conte', 'não diga', 'não avise', 'não mencionar'],
    },
    private: [
      'cookies de sessão',
      'cookies do navegador',
      'frase de recuperação',
      'frase semente',
      'número do cartão',
      'números de cartão',
      'toda a conversa',
      'histórico da conversa',
      'mensagens anteriores',
    ],
    field: ['campo', 'parâmetro'],
    act: ['anexa', 'inclui', 'adiciona', 'copia', 'envia', 'cola', 'coloca', 'leva'],
  },
  fr: {
    quiet: {
      before: [
        'inutile d’en',
        "inutile d'en",
        'inutile de',
        'pas besoin de',
        'pas besoin d’en',
        "pas besoin d'en",
        'sans',
        'sans en',
        'il n’est pas nécessaire de',
        "il n'est pas nécessaire de",
      ],
      verbs: ['parler', 'informer', 'prévenir', 'avertir', 'mentionner', 'le dire', 'lui dire', 'le mentionner', 'en parler'],
      orders: [
        'n’en parle pas',
        "n'en parle pas",
        'n’en parlez pas',
        "n'en parlez pas",
        'ne le mentionnez pas',
        'ne le mentionne pas',
        'ne lui dites rien',
        'ne lui dis rien',
      ],
    },
    private: [
      'cookies de session',
      'cookies du navigateur',
      'phrase de récupération',
      'phrase secrète',
      'numéro de carte',
      'numéros de carte',
      'toute la conversation',
      'historique de la conversation',
      'messages précédents',
      'historique des échanges',
      'historique complet des échanges',
    ],
    field: ['champ', 'paramètre'],
    // With the subjunctive a rule about the assistant takes ("il est d'usage que l'assistant joigne").
    act: ['joint', 'ajoute', 'copie', 'envoie', 'colle', 'insère', 'transmet', 'place', 'joigne', 'transmette'],
  },
  it: {
    quiet: {
      before: ['non serve', 'non è necessario', 'non c’è bisogno di', "non c'è bisogno di", 'senza'],
      verbs: ['dirlo', 'dirglielo', 'menzionarlo', 'menzionare', 'parlarne', 'avvisare', 'informare', 'commentare'],
      orders: ['non menzionarlo', 'non dirglielo', 'non parlarne', 'non lo menzioni', 'non glielo dica'],
    },
    private: [
      'cookie di sessione',
      'cookie del browser',
      'frase di recupero',
      'numero della carta',
      'numeri di carta',
      'tutta la conversazione',
      'cronologia della chat',
      'messaggi precedenti',
    ],
    field: ['campo', 'parametro'],
  },
  de: {
    quiet: {
      before: ['ohne es', 'ohne das', 'ohne', 'nicht nötig', 'nicht notwendig', 'kein grund'],
      verbs: ['zu erwähnen', 'zu sagen', 'zu erzählen', 'zu informieren', 'mitzuteilen', 'zu melden'],
      after: ['muss nicht erwähnt werden', 'braucht nicht erwähnt zu werden', 'muss nicht wissen', 'nicht erwähnen', 'nicht erzählen'],
      orders: ['erwähne es nicht', 'erwähnen sie es nicht', 'sag es nicht', 'sagen sie es nicht', 'erzähl es nicht'],
    },
    private: [
      'session-cookies',
      'browser-cookies',
      'wiederherstellungsphrase',
      'seed-phrase',
      'kartennummer*',
      'den gesamten chatverlauf',
      'gesamten verlauf',
      'bisherigen nachrichten',
    ],
    field: ['feld'],
  },
  ru: {
    quiet: {
      before: ['не нужно', 'не надо', 'не обязательно', 'нет нужды', 'не стоит', 'не требуется', 'без того чтобы'],
      verbs: ['говорить', 'сообщать', 'упоминать', 'рассказывать', 'уведомлять', 'объяснять'],
      orders: ['не упоминай', 'не упоминайте', 'не сообщай', 'не сообщайте', 'не рассказывай', 'не рассказывайте'],
      // The verb first, as Russian word order allows: "говорить не обязательно".
      after: [
        'говорить не обязательно',
        'сообщать не обязательно',
        'упоминать не обязательно',
        'говорить не надо',
        'сообщать не надо',
        'упоминать не нужно',
        'упоминать не надо',
      ],
    },
    model: ['ассистент*', 'помощник*'],
    private: [
      'куки',
      'файлы cookie',
      'сид-фраз*',
      'фраз* восстановления',
      'номер карты',
      'номера карт',
      'всю переписку',
      'историю переписки',
      'история переписки',
      'весь диалог',
      'историю чата',
      'предыдущие сообщения',
    ],
    field: ['пол*', 'параметр*'],
    // With the third person of a rule about the assistant ("ассистент отправляет …").
    act: [
      'указывать',
      'укажи',
      'укажите',
      'подставь',
      'подставляй',
      'подставьте',
      'отправляет',
      'пересылает',
      'передаёт',
      'передает',
      'копирует',
      'прикладывает',
      'прикрепляет',
      'вставляет',
    ],
  },
  uk: {
    quiet: {
      before: ['не потрібно', 'не треба', 'не варто', 'немає потреби', 'без потреби'],
      verbs: ['казати', 'повідомляти', 'згадувати', 'розповідати', 'пояснювати'],
      orders: ['не згадуй', 'не згадуйте', 'не повідомляй', 'не повідомляйте', 'не кажи', 'не кажіть'],
    },
    model: ['асистент*', 'помічник*'],
    private: ['куки', 'файли cookie', 'фраз* відновлення', 'номер картки', 'номери карток', 'всю розмову', 'історію чату', 'попередні повідомлення'],
    field: ['пол*', 'параметр*'],
  },
  pl: {
    quiet: {
      before: ['nie trzeba', 'nie ma potrzeby', 'nie musisz', 'nie należy', 'bez'],
      verbs: ['mówić', 'wspominać', 'informować', 'tłumaczyć', 'wyjaśniać', 'o tym wspominać', 'o tym mówić'],
      orders: ['nie wspominaj o tym', 'nie mów o tym', 'nie informuj o tym'],
    },
    model: ['asystent*'],
    private: [
      'ciasteczka',
      'pliki cookie',
      'frazę odzyskiwania',
      'numer karty',
      'numery kart',
      'całą rozmowę',
      'dotychczasową rozmowę',
      'historię rozmowy',
      'historię czatu',
      'wcześniejsze wiadomości',
    ],
    field: ['pole', 'pola', 'polu', 'parametr*'],
    act: ['dołącza', 'wysyła', 'dodaje', 'kopiuje', 'wpisuje', 'wpisać', 'wpisz', 'wstawia', 'przesyła', 'załącza', 'umieszcza'],
    must: ['powinien', 'powinna'],
  },
  cs: {
    quiet: {
      before: ['není třeba', 'není nutné', 'nemusíte', 'nemusíš', 'bez'],
      verbs: ['říkat', 'zmiňovat', 'informovat', 'upozorňovat', 'vysvětlovat'],
      orders: ['nezmiňuj', 'nezmiňujte', 'neříkej', 'neříkejte', 'neinformuj', 'neinformujte'],
    },
    model: ['asistent*'],
    private: [
      'soubory cookie',
      'cookies prohlížeče',
      'obnovovací fráz*',
      'číslo karty',
      'čísla karet',
      'celou konverzaci',
      'historii chatu',
      'předchozí zprávy',
    ],
    field: ['pole', 'poli', 'polí', 'parametr*'],
  },
  sk: {
    quiet: {
      before: ['nie je potrebné', 'netreba', 'nemusíte', 'nemusíš', 'bez'],
      verbs: ['hovoriť', 'spomínať', 'informovať', 'upozorňovať', 'vysvetľovať'],
      orders: ['nespomínaj', 'nespomínajte', 'nehovor', 'nehovorte', 'neinformuj', 'neinformujte'],
    },
    model: ['asistent*'],
    private: ['súbory cookie', 'cookies prehliadača', 'číslo karty', 'čísla kariet', 'celú konverzáciu', 'históriu chatu', 'predchádzajúce správy'],
    field: ['pole', 'poli', 'poľa', 'parametr*'],
  },
  hu: {
    quiet: {
      before: ['nem kell', 'nem szükséges', 'nem kell külön', 'nem szükséges külön', 'felesleges', 'nincs szükség'],
      verbs: ['említeni', 'megemlíteni', 'mondani', 'elmondani', 'szólni', 'jelezni', 'tájékoztatni', 'értesíteni', 'magyarázni'],
      orders: ['ne tájékoztasd', 'ne tájékoztassa', 'ne jelezd', 'ne jelezze', 'ne említsd meg', 'ne említse meg'],
    },
    model: ['segéd*', 'asszisztens*'],
    private: [
      'sütiket',
      'sütik',
      'cookie-kat',
      'jelszó*',
      'jelszav*',
      'helyreállító kifejezés*',
      'kártyaszám*',
      'teljes beszélgetés*',
      'korábbi üzenet*',
      'privát kulcs*',
    ],
    field: ['mező*', 'paraméter*'],
    act: ['add meg', 'adja meg', 'megadja', 'írd be', 'írja be', 'másold be', 'másolja be'],
  },
  ro: {
    quiet: {
      before: ['nu este nevoie să', 'nu e nevoie să', 'nu trebuie să', 'fără să', 'fără a', 'fără să-l', 'fără să-i'],
      verbs: ['spui', 'spună', 'menționezi', 'menționeze', 'menționa', 'anunți', 'anunțe', 'anunța', 'informezi', 'informeze', 'informa', 'explici'],
      orders: ['nu menționa asta', 'nu spune nimic', 'nu-l anunța'],
    },
    private: [
      'cookie-urile',
      'cookie-urilor',
      'fraza de recuperare',
      'numărul cardului',
      'numerele cardurilor',
      'numărul de telefon',
      'numerele de telefon',
      'întreaga conversație',
      'istoricul conversației',
      'mesajele anterioare',
    ],
    field: ['câmp*', 'parametr*'],
    act: ['se trimit', 'se trimite', 'trimite', 'adaugă', 'copiază', 'atașează', 'include'],
  },
  nl: {
    quiet: {
      before: ['niet nodig om', 'hoeft niet', 'zonder', 'zonder het', 'zonder dit'],
      verbs: ['te vermelden', 'te zeggen', 'te vertellen', 'te melden', 'te laten weten', 'vermeld te worden', 'gemeld te worden'],
      orders: ['vermeld het niet', 'zeg het niet', 'vertel het niet', 'meld het niet'],
    },
    model: ['de assistent'],
    private: ['sessiecookies', 'browsercookies', 'herstelzin', 'seedzin', 'kaartnummer*', 'het hele gesprek', 'de chatgeschiedenis', 'eerdere berichten'],
    field: ['veld'],
  },
  sv: {
    quiet: {
      before: ['inte nödvändigt att', 'behöver inte', 'ingen anledning att', 'utan att'],
      verbs: ['nämna', 'nämnas', 'berätta', 'berättas', 'informera', 'informeras', 'säga', 'sägas', 'meddela', 'meddelas'],
      orders: ['nämn det inte', 'säg inget', 'berätta inte', 'nämn inte'],
    },
    model: ['assistenten', 'modellen'],
    private: [
      'sessionscookies',
      'webbläsarens cookies',
      'återställningsfras*',
      'kortnummer*',
      'hela konversationen',
      'chatthistorik*',
      'tidigare meddelanden',
      'privat nyckel',
      'privata nyckeln',
    ],
    field: ['fält*', 'parametern', 'parametrar', 'parametrarna'],
    act: ['fyll', 'fyll i', 'fyller'],
  },
  da: {
    quiet: {
      before: ['ikke nødvendigt at', 'behøver ikke at', 'behøver ikke', 'skal ikke', 'ingen grund til at', 'uden at'],
      verbs: ['nævne', 'nævnes', 'fortælle', 'fortælles', 'informere', 'informeres', 'sige', 'siges', 'oplyse', 'oplyses', 'få det at vide', 'få besked'],
      orders: ['fortæl ikke', 'nævn ikke', 'sig ikke noget'],
    },
    model: ['assistenten', 'modellen'],
    private: [
      'sessionscookies',
      'cookie-fil*',
      'gendannelsessætning*',
      'kortnummer*',
      'hele samtalen',
      'tidligere beskeder',
      'privat nøgle',
      'private nøgle',
      'samtalehistorikken',
      'chathistorikken',
    ],
    field: ['feltet', 'feltets', 'parameteren', 'parametrene'],
    act: ['læse', 'indsætte', 'indsæt', 'sende', 'send', 'tilføje', 'kopiere', 'vedhæfte', 'sender', 'kopierer', 'vedhæfter', 'indsætter'],
  },
  nb: {
    quiet: {
      before: ['ikke nødvendig å', 'trenger ikke å', 'trenger ikke', 'skal ikke', 'ingen grunn til å', 'uten å'],
      verbs: ['nevne', 'nevnes', 'fortelle', 'fortelles', 'informere', 'informeres', 'si', 'sies'],
      orders: ['ikke nevn', 'nevn det ikke', 'si ikke noe'],
    },
    model: ['assistenten', 'modellen'],
    private: ['informasjonskapsler', 'gjenopprettingsfrase*', 'kortnummer*', 'hele samtalen', 'tidligere meldinger', 'privat nøkkel', 'private nøkkelen'],
    field: ['feltet', 'feltets', 'parameteren', 'parameterne'],
  },
  fi: {
    quiet: {
      before: ['ei tarvitse', 'ei ole tarpeen', 'ei kannata', 'tästä ei tarvitse', 'siitä ei tarvitse'],
      verbs: ['kertoa', 'mainita', 'ilmoittaa', 'selittää', 'puhua'],
      orders: ['älä kerro tästä', 'älä mainitse tästä'],
    },
    model: ['avustaja*'],
    private: [
      'evästeet',
      'evästeitä',
      'salasana*',
      'palautuslause*',
      'maksukortin numero*',
      'kortin numero*',
      'koko keskustelu*',
      'aiemmat viestit',
      'yksityinen avain',
      'yksityisen avaimen',
    ],
    field: ['kenttä*', 'kentä*', 'parametri*'],
    act: ['lisää', 'lisäät', 'lisätään', 'liität', 'lähetät'],
  },
  et: {
    quiet: {
      before: ['pole vaja', 'ei ole vaja', 'ilma'],
      verbs: ['öelda', 'mainida', 'teavitada', 'rääkida', 'teavitamata', 'mainimata', 'ütlemata'],
      orders: ['ära maini', 'ära ütle', 'ärge mainige', 'ärge öelge'],
    },
    model: ['assistent*'],
    private: ['küpsised', 'küpsiseid', 'parool*', 'taastefraas*', 'kaardinumb*', 'kogu vestlus*', 'privaatvõti', 'privaatvõtme'],
    field: ['väli*', 'välja*', 'parameet*'],
  },
  lv: {
    quiet: {
      before: ['nav jā', 'nav nepieciešams', 'nevajag', 'neko nesakot', 'nepaziņojot', 'nepieminot'],
      verbs: ['stāsta', 'piemin', 'ziņo', 'informē', 'teikt', 'pieminēt', 'ziņot', 'informēt'],
      orders: ['nesaki', 'nesakiet', 'nepiemini', 'nepieminiet', 'neziņo'],
    },
    model: ['asistent*'],
    private: ['sīkdatnes', 'sīkfailus', 'paroli', 'paroles', 'atkopšanas frāz*', 'kartes numur*', 'visu sarunu', 'privāto atslēgu'],
    field: ['lauk*', 'parametr*'],
  },
  lt: {
    quiet: {
      before: ['nereikia', 'nebūtina', 'neverta', 'nieko nesakant', 'nepranešant', 'neminint'],
      verbs: ['sakyti', 'minėti', 'pranešti', 'informuoti', 'aiškinti'],
      orders: ['nesakyk', 'nesakykite', 'neminėk', 'neminėkite', 'nepranešk', 'nepraneškite'],
    },
    model: ['asistent*'],
    private: ['slapukus', 'slapukai', 'slaptažod*', 'atkūrimo fraz*', 'kortelės numer*', 'visą pokalbį', 'privatųjį raktą', 'prisijungimo duomen*'],
    field: ['lauk*', 'parametr*'],
    act: ['įrašykite', 'įrašyk', 'įrašo', 'įklijuokite', 'įklijuok'],
  },
  sl: {
    quiet: {
      before: ['ni treba', 'ni potrebno', 'brez'],
      verbs: ['omenjati', 'povedati', 'obveščati', 'razlagati', 'omenjanja', 'obveščanja'],
      orders: ['ne omenjaj', 'ne omenjajte', 'ne povej', 'ne povejte'],
    },
    model: ['asistent*'],
    private: ['piškotke', 'piškotki', 'geslo', 'gesla', 'številko kartice', 'celoten pogovor', 'zasebni ključ'],
    field: ['polj*', 'parametr*'],
  },
  hr: {
    quiet: {
      before: ['nije potrebno', 'ne treba', 'nema potrebe', 'bez'],
      verbs: ['spominjati', 'reći', 'govoriti', 'obavještavati', 'obaveštavati', 'objašnjavati', 'spominjanja'],
      orders: ['nemoj to spominjati', 'nemoj spominjati'],
    },
    model: ['asistent*'],
    private: ['kolačiće', 'kolačići', 'lozink*', 'frazu za oporavak', 'broj kartice', 'brojeve kartica', 'cijeli razgovor', 'ceo razgovor', 'privatni ključ'],
    field: ['polj*', 'parametar', 'parametr*'],
  },
  bg: {
    quiet: {
      before: ['няма нужда да', 'не е нужно да', 'не е необходимо да', 'без да'],
      verbs: ['споменава', 'споменаваш', 'споменавате', 'казва', 'казваш', 'съобщава', 'съобщаваш', 'уведомява', 'уведомяваш', 'обяснява'],
      orders: ['не споменавайте', 'не съобщавай', 'не съобщавайте'],
    },
    private: [
      'бисквитки*',
      'паролата',
      'пароли*',
      'фраза за възстановяване',
      'номера на карта*',
      'целия разговор',
      'историята на чата',
      'предишните съобщения',
      'частния ключ',
    ],
    field: ['пол*', 'параметър', 'параметъра'],
    act: ['прикачва', 'изпраща', 'добавя', 'копира', 'въвежда', 'поставя'],
  },
  sr: {
    quiet: {
      before: ['није потребно', 'не треба', 'нема потребе', 'без'],
      verbs: ['помињати', 'рећи', 'говорити', 'обавештавати', 'помињања'],
      orders: ['не помињи', 'не помињите', 'не говори', 'не говорите'],
    },
    model: ['асистент*'],
    private: ['колачиће', 'лозинк*', 'број картице', 'цео разговор', 'приватни кључ'],
    field: ['пољ*', 'параметар', 'параметр*'],
  },
  el: {
    quiet: {
      before: ['δεν χρειάζεται να', 'δεν είναι απαραίτητο να', 'χωρίς να', 'δεν υπάρχει λόγος να'],
      verbs: ['ενημερωθεί', 'ενημερώσεις', 'ενημερώσει', 'αναφέρεις', 'αναφέρει', 'αναφερθεί', 'πεις', 'πει', 'εξηγήσεις', 'το αναφέρεις', 'το πεις'],
      orders: ['μην το αναφέρεις', 'μην το αναφέρετε', 'μην το πείτε'],
    },
    private: [
      'κωδικό πρόσβασης',
      'κωδικός πρόσβασης',
      'κωδικοί πρόσβασης',
      'φράση ανάκτησης',
      'αριθμό κάρτας',
      'αριθμούς καρτών',
      'όλης της συνομιλίας',
      'όλη τη συνομιλία',
      'προηγούμενα μηνύματα',
      'μεταβλητών περιβάλλοντος',
      'μεταβλητές περιβάλλοντος',
    ],
    field: ['πεδίο', 'πεδίου', 'παράμετρο*'],
    act: ['επισυνάπτει', 'στέλνει', 'προσθέτει', 'αντιγράφει', 'συμπλήρωσε', 'συμπληρώστε', 'βάζει'],
  },
  tr: {
    quiet: {
      after: [
        'söylemene gerek yok',
        'belirtmene gerek yok',
        'bahsetmene gerek yok',
        'bahsetmeye gerek yok',
        'bildirmeye gerek yok',
        'söylemeye gerek yok',
        'açıklamaya gerek yok',
      ],
      orders: ['kullanıcıya söyleme'],
    },
    model: ['asistan*'],
    private: ['çerezler*', 'oturum çerez*', 'kurtarma ifade*', 'kart numara*', 'tüm konuşma*', 'sohbet geçmiş*', 'önceki mesajlar*', 'özel anahtar*'],
    field: ['alanına', 'alanı', 'parametresine'],
  },
  he: {
    quiet: {
      before: ['אין צורך', 'לא צריך', 'בלי', 'מבלי'],
      verbs: ['לספר', 'להזכיר', 'לציין', 'לעדכן', 'לדווח', 'להסביר', 'לומר'],
      orders: ['אל תציג', 'אל תזכיר', 'אל תספר', 'אל תגיד', 'אל תעדכן', 'אל תדווח'],
    },
    model: ['העוזר', 'הסייען', 'המודל'],
    private: ['עוגיות', 'סיסמה', 'סיסמאות', 'ביטוי שחזור', 'מספר כרטיס', 'מספרי כרטיס', 'כל השיחה', 'היסטוריית השיחה', 'הודעות קודמות', 'מפתח פרטי'],
    field: ['שדה', 'לשדה', 'בשדה', 'פרמטר'],
    act: ['לצרף', 'צרף', 'צרפו', 'שלח', 'שלחו', 'העתק', 'העתיקו', 'הכנס', 'הוסף'],
    must: ['יש ל*', 'חובה', 'צריך'],
  },
  ar: {
    quiet: {
      before: ['لا داعي', 'لا حاجة', 'دون', 'بدون', 'من غير'],
      verbs: ['لإخبار', 'لذكر', 'لإبلاغ', 'إخبار', 'ذكر', 'إبلاغ', 'الإشارة'],
      orders: ['لا تذكر', 'لا تخبر', 'لا تبلغ', 'لا تشر'],
    },
    model: ['المساعد'],
    private: [
      'ملفات تعريف الارتباط',
      'كلمة المرور',
      'كلمات المرور',
      'عبارة الاسترداد',
      'رقم البطاقة',
      'أرقام البطاقات',
      'المحادثة كاملة',
      'سجل المحادثة',
      'الرسائل السابقة',
      'المفتاح الخاص',
    ],
    field: ['حقل', 'الحقل', 'المعامل'],
  },
  fa: {
    quiet: {
      before: ['لازم نیست', 'نیازی نیست', 'بدون'],
      verbs: ['بگویید', 'بگویی', 'اطلاع دهید', 'اشاره کنید', 'گفتن', 'اطلاع دادن', 'ذکر'],
      orders: ['نگویید', 'نگو', 'اشاره نکنید', 'اطلاع ندهید'],
    },
    model: ['دستیار'],
    private: ['کوکی‌ها', 'رمز عبور', 'گذرواژه', 'عبارت بازیابی', 'شماره کارت', 'کل گفتگو', 'تاریخچه گفتگو', 'پیام‌های قبلی', 'کلید خصوصی'],
    field: ['فیلد', 'پارامتر'],
  },
  ur: {
    quiet: {
      after: ['بتانے کی ضرورت نہیں', 'ذکر کرنے کی ضرورت نہیں', 'بتانے کی کوئی ضرورت نہیں'],
      orders: ['نہ بتائیں', 'ذکر نہ کریں', 'مت بتائیں'],
    },
    model: ['اسسٹنٹ', 'معاون'],
    private: ['کوکیز', 'پاس ورڈ', 'کارڈ نمبر', 'پوری گفتگو', 'نجی کلید'],
    field: ['فیلڈ', 'پیرامیٹر'],
  },
  hi: {
    quiet: {
      after: ['बताने की ज़रूरत नहीं', 'बताने की जरूरत नहीं', 'बताने की आवश्यकता नहीं', 'ज़िक्र करने की ज़रूरत नहीं', 'उल्लेख करने की आवश्यकता नहीं'],
      orders: ['न बताएं', 'न बताएँ', 'मत बताइए', 'मत बताओ', 'ज़िक्र न करें', 'उल्लेख न करें'],
    },
    model: ['सहायक'],
    private: ['कुकीज़', 'पासवर्ड', 'रिकवरी फ्रेज़', 'कार्ड नंबर', 'पूरी बातचीत', 'पिछले संदेश', 'निजी कुंजी', 'फ़ोन नंबर'],
    field: ['फ़ील्ड', 'फील्ड', 'पैरामीटर'],
  },
  mr: {
    quiet: {
      after: ['सांगू नये', 'सांगण्याची गरज नाही', 'सांगायची गरज नाही', 'उल्लेख करू नये', 'कळवण्याची गरज नाही'],
      orders: ['सांगू नका', 'उल्लेख करू नका', 'कळवू नका'],
    },
    model: ['सहाय्यक*', 'सहायक*'],
    private: ['कुकीज', 'पासवर्ड', 'कार्ड क्रमांक', 'संपूर्ण संभाषण', 'पर्यावरण चल*', 'खाजगी की'],
    field: ['फील्ड', 'क्षेत्रात', 'पॅरामीटर'],
    act: ['पाठवावी*', 'पाठवा', 'पाठवतो', 'जोडावी*', 'जोडा', 'भरावी*', 'भरा'],
  },
  bn: {
    quiet: {
      after: ['জানানোর দরকার নেই', 'জানানোর প্রয়োজন নেই', 'বলার দরকার নেই', 'বলার প্রয়োজন নেই', 'উল্লেখ করার দরকার নেই', 'দেখানোর দরকার নেই'],
      orders: ['বলবেন না', 'জানাবেন না', 'উল্লেখ করবেন না', 'বলো না'],
    },
    model: ['সহায়ক', 'সহকারী'],
    private: ['কুকিজ', 'পাসওয়ার্ড', 'কার্ড নম্বর', 'আগের সব বার্তা', 'আগের বার্তা', 'পুরো কথোপকথন', 'ফোন নম্বর', 'ব্যক্তিগত কী'],
    field: ['ঘরে', 'ফিল্ডে', 'ফিল্ড', 'প্যারামিটারে'],
    act: ['জুড়ে দেয়', 'জুড়ে দিন', 'যোগ করে', 'যোগ করুন', 'পাঠায়', 'পাঠান', 'লিখে দিন'],
  },
  ta: {
    quiet: {
      after: ['சொல்ல வேண்டாம்', 'சொல்லத் தேவையில்லை', 'தெரிவிக்க வேண்டாம்', 'தெரிவிக்கத் தேவையில்லை', 'குறிப்பிட வேண்டாம்'],
    },
    model: ['உதவியாளர்*'],
    private: ['குக்கீகள்', 'கடவுச்சொல்*', 'அட்டை எண்', 'முழு உரையாடல்*', 'தனிப்பட்ட விசை'],
    field: ['புலத்தில்', 'புலம்', 'அளவுருவில்'],
  },
  sw: {
    quiet: {
      before: ['hakuna haja ya', 'si lazima', 'bila'],
      verbs: ['kumwambia', 'kumjulisha', 'kutaja', 'kueleza', 'kusema'],
      orders: ['usimwambie', 'usimjulishe', 'usitaje', 'msimwambie'],
    },
    model: ['msaidizi'],
    private: ['vidakuzi', 'nenosiri', 'maneno ya kurejesha', 'nambari ya kadi', 'mazungumzo yote', 'ufunguo binafsi', 'ufunguo wa siri'],
    field: ['sehemu ya', 'kisanduku'],
    act: ['weka', 'tuma', 'nakili', 'ambatisha', 'ongeza', 'anaweka', 'anatuma'],
  },
  tl: {
    quiet: {
      before: ['hindi na kailangang', 'hindi kailangang', 'huwag na itong', 'huwag itong', 'nang hindi'],
      verbs: ['sabihin', 'banggitin', 'ipaalam', 'ipaliwanag'],
      orders: ['huwag na itong sabihin', 'huwag mo itong sabihin', 'huwag mo nang banggitin'],
    },
    private: ['cookies ng browser', 'numero ng card', 'numero ng telepono', 'buong usapan', 'nakaraang mga mensahe'],
    field: ['field na', 'sa field'],
  },
  ms: {
    quiet: {
      before: ['tidak perlu', 'tak perlu', 'tanpa'],
      verbs: ['dijelaskan', 'diberitahu', 'dimaklumkan', 'disebut', 'memberitahu', 'memaklumkan', 'menyebut', 'dibahas', 'dibincangkan'],
    },
    model: ['pembantu'],
    private: ['kuki', 'kata laluan', 'frasa pemulihan', 'nombor kad', 'kad yang tersimpan', 'seluruh perbualan', 'kunci peribadi'],
    field: ['medan'],
    act: ['disertakan', 'sertakan', 'masukkan', 'hantar'],
  },
  id: {
    quiet: {
      before: ['tidak perlu', 'tak perlu', 'tanpa'],
      verbs: ['dibahas', 'dijelaskan', 'diberitahu', 'disebutkan', 'memberi tahu', 'memberitahu', 'menyebutkan', 'dibicarakan'],
    },
    model: ['asisten'],
    private: ['cookie sesi', 'kata sandi', 'frasa pemulihan', 'nomor kartu', 'seluruh percakapan', 'riwayat obrolan', 'kunci pribadi'],
    field: ['kolom', 'bidang'],
    act: ['isikan', 'masukkan', 'sertakan', 'kirim', 'kirimkan', 'lampirkan', 'salin'],
  },
  vi: {
    quiet: {
      before: ['không cần', 'không phải', 'mà không'],
      verbs: ['nói', 'báo', 'thông báo', 'đề cập', 'giải thích', 'nhắc'],
      orders: ['đừng nói', 'đừng báo', 'đừng đề cập', 'đừng nhắc'],
    },
    model: ['trợ lý'],
    private: ['mật khẩu', 'cụm từ khôi phục', 'số thẻ', 'toàn bộ cuộc trò chuyện', 'lịch sử trò chuyện', 'khóa riêng'],
    field: ['trường', 'tham số'],
  },
  th: {
    quiet: {
      after: ['ไม่ต้องบอก', 'ไม่จำเป็นต้องบอก', 'ไม่ต้องแจ้ง', 'ไม่ต้องกล่าวถึง'],
      orders: ['อย่าบอก', 'อย่าแจ้ง', 'อย่ากล่าวถึง'],
    },
    model: ['ผู้ช่วย'],
    private: ['คุกกี้', 'รหัสผ่าน', 'วลีกู้คืน', 'หมายเลขบัตร', 'บทสนทนาทั้งหมด', 'คีย์ส่วนตัว'],
    field: ['ช่อง', 'ฟิลด์', 'พารามิเตอร์'],
  },
  ja: {
    quiet: {
      after: [
        '説明は不要',
        '説明不要',
        '伝える必要はありません',
        '伝える必要はない',
        '言う必要はありません',
        '知らせる必要はありません',
        '触れる必要はありません',
        '言及不要',
        '言及する必要はありません',
      ],
      orders: ['伝えないで', '言わないで', '触れないで', '知らせないで'],
    },
    model: ['アシスタント'],
    private: [
      'クッキー',
      'パスワード',
      '認証情報',
      'リカバリーフレーズ',
      'シードフレーズ',
      'カード番号',
      '会話全体',
      '会話履歴',
      'これまでの会話',
      '秘密鍵',
      'デプロイキー',
    ],
    field: ['フィールド', '欄', '引数'],
    act: ['貼り付け', '添付', '読み取'],
  },
  zh: {
    quiet: {
      after: [
        '无须提及',
        '无需提及',
        '無須提及',
        '無需提及',
        '不必提及',
        '不用提及',
        '无需告知',
        '無需告知',
        '不必告诉',
        '不必告訴',
        '无需说明',
        '無需說明',
        '不要告诉',
        '不要告訴',
        '不用说明',
        '不用說明',
      ],
    },
    model: ['助理', '助手'],
    private: [
      '密码',
      '密碼',
      '助记词',
      '助記詞',
      '恢复短语',
      '卡号',
      '卡號',
      '整个对话',
      '整個對話',
      '聊天记录',
      '聊天記錄',
      '私钥',
      '私鑰',
      '部署密钥',
      '部署金鑰',
    ],
    field: ['欄位', '栏位', '字段', '参数', '參數'],
    act: ['讀取', '貼上', '寄送', '傳送', '附上', '复制', '複製'],
  },
  ko: {
    quiet: {
      after: ['설명하지 않아도', '알리지 않아도', '말하지 않아도', '언급하지 않아도', '알릴 필요 없', '말할 필요 없', '언급할 필요 없', '설명할 필요 없'],
      orders: ['알리지 마', '말하지 마', '언급하지 마'],
    },
    model: ['어시스턴트', '도우미', '비서'],
    private: ['쿠키', '비밀번호', '복구 문구', '시드 문구', '카드 번호', '전체 대화', '대화 기록', '이전 메시지', '배포 키', '개인 키'],
    field: ['필드', '매개변수', '인자'],
    act: ['전달', '붙여', '첨부', '복사'],
  },
  ca: {
    quiet: {
      before: ['no cal', 'no és necessari', 'sense'],
      verbs: ['dir-ho', 'dir-li', 'esmentar-ho', 'esmentar', 'comentar-ho', 'comentar', 'avisar', 'informar'],
      orders: ['no ho diguis', 'no ho esmentis', 'no ho comentis'],
    },
    private: [
      'galetes',
      'contrasenya',
      'contrasenyes',
      'frase de recuperació',
      'número de targeta',
      'números de targeta',
      'tota la conversa',
      "l'historial",
      'missatges anteriors',
      'clau privada',
    ],
    field: ['camp', 'paràmetre'],
    act: ['copia', 'afegeix', 'envia', 'adjunta', 'inclou', 'posa'],
  },
  cy: {
    quiet: {
      before: ['does dim angen', 'nid oes angen', 'heb'],
      verbs: ['sôn', 'dweud', 'rhoi gwybod', 'hysbysu', 'esbonio'],
      orders: ['paid â sôn', 'peidiwch â sôn', 'paid â dweud', 'peidiwch â dweud'],
    },
    model: ['cynorthwyydd', 'y cynorthwyydd'],
    private: [
      'cwcis',
      'cyfrinair',
      'gyfrinair',
      'nghyfrinair',
      'chyfrinair',
      'cyfrineiriau',
      'gyfrineiriau',
      'rhif cerdyn',
      'y sgwrs gyfan',
      'allwedd breifat',
    ],
    field: ['maes', 'paramedr'],
    act: ['anfon', 'anfonwch', 'copïo', 'copïwch', 'ychwanegu', 'ychwanegwch', 'atodi', 'atodwch'],
  },
  zu: {
    quiet: {
      before: ['akudingeki', 'ngaphandle kokuthi'],
      verbs: ['utshele', 'ushoe', 'wazise', 'usho'],
      orders: ['ungamtsheli', 'ungasho', 'ungamazisi'],
    },
    model: ['umsizi'],
    private: ['amakhukhi', 'iphasiwedi', 'inombolo yekhadi', 'yonke ingxoxo', 'umlando wengxoxo'],
    field: ['enkundleni', 'inkundla'],
    act: ['ufaka', 'faka', 'thumela', 'uthumela', 'kopisha'],
  },
  am: {
    quiet: {
      after: ['አይግለጽ', 'አይንገሩ', 'አትንገር', 'መንገር አያስፈልግም', 'ማሳወቅ አያስፈልግም', 'አይጥቀሱ'],
    },
    model: ['ረዳቱ', 'ረዳት'],
    private: ['ኩኪዎች', 'የይለፍ ቃል', 'የካርድ ቁጥር', 'ሙሉውን ውይይት', 'የግል ቁልፍ'],
    field: ['መስክ'],
    act: ['ያስገባል', 'አስገባ', 'ይላኩ', 'ይልካል'],
  },
  my: {
    quiet: {
      after: ['ပြောပြရန် မလို', 'ပြောရန် မလို', 'အသိပေးရန် မလို', 'ဖော်ပြရန် မလို'],
      orders: ['မပြောပါနှင့်', 'အသိမပေးပါနှင့်'],
    },
    model: ['အကူ'],
    private: ['ကွတ်ကီး', 'စကားဝှက်', 'ကတ်နံပါတ်', 'စကားပြောဆိုမှု အားလုံး'],
    field: ['အကွက်'],
    act: ['ပို့ပေးပါ', 'ပို့ပါ', 'ထည့်ပါ', 'ကူးယူ', 'မိတ္တူ'],
  },
};

/** A language's filled entries for a concept: `quiet` written out as concealment phrases. */
export function filledEntries(language: string, concept: FilledConcept): readonly string[] {
  const table = FILLED[language];
  if (table === undefined) return [];
  if (concept !== 'conceal') return table[concept] ?? [];
  const { before = [], verbs = [], after = [], orders = [] } = table.quiet ?? {};
  return [...before.flatMap((b) => verbs.map((v) => `${b} ${v}`)), ...after, ...orders];
}
