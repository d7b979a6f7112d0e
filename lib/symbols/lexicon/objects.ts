// Objects found or kept. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const OBJECTS: readonly DreamSymbol[] = [
  {
    id: "mirror",
    category: "objects",
    cues: {
      // Reflections are left out: in water or in thought, they are not a mirror.
      en: "mirror*",
      uk: "дзеркал*",
      fr: "miroir*",
      de: "spiegel* *spiegel",
      es: "espejo*",
    },
    text: {
      en: {
        name: "mirror",
        meanings: [
          "A mirror is self-image: how you see yourself, and how you fear or hope others see you.",
          "A distorted or unfamiliar reflection suggests you are questioning who you are, or not recognising yourself in a current role.",
        ],
      },
      uk: {
        name: "дзеркало",
        meanings: [
          "Дзеркало — це образ себе: як ви себе бачите і як боїтеся чи сподіваєтеся, що вас бачать інші.",
          "Спотворене чи чуже відображення говорить, що ви ставите під сумнів, хто ви є, або не впізнаєте себе в нинішній ролі.",
        ],
      },
      fr: {
        name: "le miroir",
        meanings: [
          "Le miroir, c’est l’image de soi : comment vous vous voyez, et comment vous craignez ou espérez que les autres vous voient.",
          "Un reflet déformé ou étranger suggère que vous vous interrogez sur qui vous êtes, ou ne vous reconnaissez pas dans un rôle actuel.",
        ],
      },
      de: {
        name: "Spiegel",
        meanings: [
          "Ein Spiegel ist Selbstbild: wie Sie sich sehen und wie andere Sie, so fürchten oder hoffen Sie, sehen.",
          "Ein verzerrtes oder fremdes Spiegelbild spricht dafür, dass Sie infrage stellen, wer Sie sind, oder sich in einer jetzigen Rolle nicht wiedererkennen.",
        ],
      },
      es: {
        name: "el espejo",
        meanings: [
          "El espejo es la imagen de ti: cómo te ves y cómo temes o esperas que te vean los demás.",
          "Un reflejo deformado o desconocido sugiere que te cuestionas quién eres o no te reconoces en un papel actual.",
        ],
      },
    },
  },
  {
    id: "money",
    category: "objects",
    cues: {
      // "euro*" would take Europe.
      en: "money cash coin coins wallet* dollar* euro euros",
      uk: "гроші грошей грошима грошах монет* гаманц* гаманець долар* євро купюр*",
      fr: "argent monnaie* portefeuille* fric euros dollars",
      de: "geld* *geld münze münzen portemonnaie* euro dollar*",
      es: "dinero moneda monedas cartera carteras billetes euros dólares",
    },
    text: {
      en: {
        name: "money",
        meanings: [
          "Money in a dream is usually about value and self-worth: what you feel you have to offer, and what you believe you deserve.",
          "Finding money suggests discovering a resource in yourself; losing it, a fear of losing security, power or energy.",
        ],
      },
      uk: {
        name: "гроші",
        meanings: [
          "Гроші уві сні зазвичай говорять про цінність і самооцінку: що, на вашу думку, ви можете дати і на що заслуговуєте.",
          "Знайти гроші означає відкрити в собі ресурс, загубити — страх утратити безпеку, владу чи сили.",
        ],
      },
      fr: {
        name: "l’argent",
        meanings: [
          "L’argent en rêve parle le plus souvent de valeur et d’estime de soi : ce que vous pensez avoir à offrir, et ce que vous croyez mériter.",
          "Trouver de l’argent suggère de découvrir une ressource en vous ; en perdre, la peur de perdre sécurité, pouvoir ou énergie.",
        ],
      },
      de: {
        name: "Geld",
        meanings: [
          "Geld im Traum handelt meist von Wert und Selbstwert: was Sie zu geben glauben und was Sie zu verdienen meinen.",
          "Geld zu finden deutet darauf, eine Kraftquelle in sich zu entdecken, Geld zu verlieren auf die Angst, Sicherheit, Macht oder Energie zu verlieren.",
        ],
      },
      es: {
        name: "el dinero",
        meanings: [
          "El dinero en sueños suele hablar de valor y autoestima: lo que sientes que puedes ofrecer y lo que crees merecer.",
          "Encontrar dinero sugiere descubrir un recurso en ti; perderlo, miedo a perder seguridad, poder o energía.",
        ],
      },
    },
  },
  {
    id: "phone",
    category: "objects",
    cues: {
      en: "phone* telephone* smartphone* cellphone*",
      uk: "телефон* мобільн* смартфон* дзвонив* дзвонил* подзвон*",
      fr: "téléphone* portable portables",
      de: "telefon* handy handys smartphone* anruf* angerufen",
      es: "teléfono* móvil móviles celular* llamada* llamó",
    },
    text: {
      en: {
        name: "phone",
        meanings: [
          "A phone is about connection and communication: a message you want to send or receive, or someone you need to reach.",
          "A phone that will not work, or a number you cannot dial, often reflects feeling unable to get through to someone.",
        ],
      },
      uk: {
        name: "телефон",
        meanings: [
          "Телефон говорить про зв’язок і спілкування: повідомлення, яке ви хочете надіслати чи отримати, або людину, до якої треба достукатися.",
          "Телефон, що не працює, чи номер, який не вдається набрати, часто відображають відчуття, що до когось неможливо докричатися.",
        ],
      },
      fr: {
        name: "le téléphone",
        meanings: [
          "Le téléphone parle de lien et de communication : un message que vous voulez envoyer ou recevoir, ou quelqu’un que vous devez joindre.",
          "Un téléphone qui ne marche pas, ou un numéro impossible à composer, traduit souvent le sentiment de ne pas arriver à atteindre quelqu’un.",
        ],
      },
      de: {
        name: "Telefon",
        meanings: [
          "Ein Telefon handelt von Verbindung und Kommunikation: einer Nachricht, die Sie senden oder empfangen wollen, oder einem Menschen, den Sie erreichen müssen.",
          "Ein Telefon, das nicht funktioniert, oder eine Nummer, die sich nicht wählen lässt, spiegelt oft das Gefühl, zu jemandem nicht durchzudringen.",
        ],
      },
      es: {
        name: "el teléfono",
        meanings: [
          "El teléfono habla de conexión y comunicación: un mensaje que quieres enviar o recibir, o alguien a quien necesitas llegar.",
          "Un teléfono que no funciona o un número que no logras marcar suele reflejar la sensación de no poder llegar a alguien.",
        ],
      },
    },
  },
  {
    id: "key",
    category: "objects",
    cues: {
      en: "key keys keyhole*",
      uk: "ключ ключа ключем ключі ключів ключик*",
      fr: "clé clés clef clefs trousseau",
      de: "schlüssel* *schlüssel",
      es: "llave llaves llavero*",
    },
    text: {
      en: {
        name: "key",
        meanings: [
          "A key is access and solutions: the answer to a problem, or permission to enter a new part of your life.",
          "Losing a key suggests feeling shut out or missing what you need; finding one, that a solution is closer than you think.",
        ],
      },
      uk: {
        name: "ключ",
        meanings: [
          "Ключ — це доступ і рішення: відповідь на проблему або дозвіл увійти в нову частину свого життя.",
          "Загубити ключ означає відчуття, що вас не пускають чи бракує потрібного, знайти — що рішення ближче, ніж здається.",
        ],
      },
      fr: {
        name: "la clé",
        meanings: [
          "La clé, c’est l’accès et la solution : la réponse à un problème, ou la permission d’entrer dans une nouvelle part de votre vie.",
          "Perdre une clé suggère le sentiment d’être exclu ou de manquer de l’essentiel ; en trouver une, qu’une solution est plus proche que vous ne le pensez.",
        ],
      },
      de: {
        name: "Schlüssel",
        meanings: [
          "Ein Schlüssel ist Zugang und Lösung: die Antwort auf ein Problem oder die Erlaubnis, einen neuen Teil Ihres Lebens zu betreten.",
          "Einen Schlüssel zu verlieren spricht für das Gefühl, ausgesperrt zu sein oder das Nötige nicht zu haben, einen zu finden dafür, dass eine Lösung näher ist, als Sie denken.",
        ],
      },
      es: {
        name: "la llave",
        meanings: [
          "Una llave es acceso y solución: la respuesta a un problema o el permiso para entrar en una parte nueva de tu vida.",
          "Perder una llave sugiere sentirte excluido o sin lo que necesitas; encontrarla, que la solución está más cerca de lo que crees.",
        ],
      },
    },
  },
  {
    id: "ring",
    category: "objects",
    cues: {
      en: "ring rings",
      uk: "каблучк* перстен* обручк*",
      fr: "bague* alliance*",
      // No "*ring": it would take gering (slight).
      de: "ring ringe ehering* verlobungsring*",
      es: "anillo* sortija* alianza",
    },
    text: {
      en: {
        name: "ring",
        meanings: [
          "A ring is commitment and wholeness: a promise, a relationship or a bond that has no beginning and no end.",
          "Losing a ring can reflect worry about a relationship; receiving one, a wish for commitment or recognition.",
        ],
      },
      uk: {
        name: "каблучка",
        meanings: [
          "Каблучка — це відданість і цілісність: обіцянка, стосунки чи зв’язок, що не має ні початку, ні кінця.",
          "Загубити каблучку може означати тривогу за стосунки, отримати — бажання відданості чи визнання.",
        ],
      },
      fr: {
        name: "la bague",
        meanings: [
          "La bague, c’est l’engagement et l’unité : une promesse, une relation ou un lien sans début ni fin.",
          "Perdre une bague peut traduire une inquiétude pour une relation ; en recevoir une, un désir d’engagement ou de reconnaissance.",
        ],
      },
      de: {
        name: "Ring",
        meanings: [
          "Ein Ring steht für Bindung und Ganzheit: ein Versprechen, eine Beziehung oder ein Band ohne Anfang und Ende.",
          "Einen Ring zu verlieren kann Sorge um eine Beziehung spiegeln, einen zu bekommen den Wunsch nach Verbindlichkeit oder Anerkennung.",
        ],
      },
      es: {
        name: "el anillo",
        meanings: [
          "Un anillo es compromiso y plenitud: una promesa, una relación o un vínculo sin principio ni fin.",
          "Perder un anillo puede reflejar preocupación por una relación; recibirlo, un deseo de compromiso o de reconocimiento.",
        ],
      },
    },
  },
  {
    id: "book",
    category: "objects",
    cues: {
      en: "book books notebook* library libraries",
      uk: "книга книги книгу книгою книзі книжк* бібліотек* зошит*",
      fr: "livre livres bibliothèque* cahier* carnet*",
      de: "buch bücher buches *buch bibliothek* heft hefte",
      es: "libro libros biblioteca* cuaderno* libreta*",
    },
    text: {
      en: {
        name: "book",
        meanings: [
          "A book is knowledge and story: something you are learning, or the story you tell about your own life.",
          "A book you cannot read or that keeps changing suggests something you do not yet understand; a blank book, a chapter still to be written.",
        ],
      },
      uk: {
        name: "книга",
        meanings: [
          "Книга — це знання й історія: щось, чого ви навчаєтеся, або історія, яку ви розповідаєте про власне життя.",
          "Книга, яку неможливо прочитати чи яка весь час змінюється, говорить про те, чого ви ще не розумієте; порожня книга — про розділ, який ще напишеться.",
        ],
      },
      fr: {
        name: "le livre",
        meanings: [
          "Le livre, c’est le savoir et le récit : ce que vous apprenez, ou l’histoire que vous vous racontez sur votre vie.",
          "Un livre illisible ou qui change sans cesse suggère quelque chose que vous ne comprenez pas encore ; un livre vierge, un chapitre encore à écrire.",
        ],
      },
      de: {
        name: "Buch",
        meanings: [
          "Ein Buch ist Wissen und Geschichte: etwas, das Sie lernen, oder die Geschichte, die Sie über Ihr eigenes Leben erzählen.",
          "Ein Buch, das sich nicht lesen lässt oder ständig verändert, spricht für etwas noch Unverstandenes, ein leeres Buch für ein Kapitel, das noch zu schreiben ist.",
        ],
      },
      es: {
        name: "el libro",
        meanings: [
          "Un libro es conocimiento e historia: algo que estás aprendiendo o el relato que haces de tu propia vida.",
          "Un libro que no puedes leer o que cambia sin parar sugiere algo que aún no entiendes; uno en blanco, un capítulo por escribir.",
        ],
      },
    },
  },
  {
    id: "letter",
    category: "objects",
    cues: {
      // Messages are left out: a text message is not a letter, and "Nachrichten" are also the news.
      en: "letter letters envelope*",
      // "лист" is also a leaf; in dreams it is mostly a letter.
      uk: "лист листа листом листи листів конверт*",
      fr: "lettre lettres enveloppe* courrier*",
      // "Brief" is left out: it is the English adjective.
      de: "briefe briefes *brief briefumschlag*",
      es: "carta cartas sobre+cerrado",
    },
    text: {
      en: {
        name: "letter",
        meanings: [
          "A letter or message is news from the unconscious: something you need to know, or something you have left unsaid.",
          "An unopened letter suggests hesitation to face information; writing one, a wish to express feelings to someone.",
        ],
      },
      uk: {
        name: "лист",
        meanings: [
          "Лист чи повідомлення — це звістка з несвідомого: щось, що вам треба знати, або щось, що ви лишили несказаним.",
          "Нерозпечатаний лист говорить про вагання перед новиною, писати лист — про бажання висловити комусь почуття.",
        ],
      },
      fr: {
        name: "la lettre",
        meanings: [
          "Une lettre ou un message est une nouvelle de l’inconscient : quelque chose que vous devez savoir, ou que vous avez laissé non dit.",
          "Une lettre non ouverte suggère une hésitation à affronter une information ; en écrire une, le désir d’exprimer vos sentiments à quelqu’un.",
        ],
      },
      de: {
        name: "Brief",
        meanings: [
          "Ein Brief oder eine Nachricht ist Kunde aus dem Unbewussten: etwas, das Sie wissen müssen, oder etwas, das Sie nicht ausgesprochen haben.",
          "Ein ungeöffneter Brief deutet auf Zögern vor einer Information, einen Brief zu schreiben auf den Wunsch, jemandem Ihre Gefühle mitzuteilen.",
        ],
      },
      es: {
        name: "la carta",
        meanings: [
          "Una carta o un mensaje es una noticia del inconsciente: algo que necesitas saber o algo que dejaste sin decir.",
          "Una carta sin abrir sugiere reticencia ante una información; escribirla, el deseo de expresarle tus sentimientos a alguien.",
        ],
      },
    },
  },
  {
    id: "clock",
    category: "objects",
    cues: {
      // "watch" is left out: it is mostly the verb.
      en: "clock* wristwatch* hourglass*",
      uk: "годинник*",
      // "montre" (watch) is also "shows", "réveil" also "waking up".
      fr: "horloge* pendule* sablier*",
      // "Uhr" alone is mostly "o'clock", and "*uhr" would take Aufruhr (turmoil).
      de: "uhren wecker sanduhr* armbanduhr* wanduhr* standuhr* turmuhr*",
      es: "reloj* despertador*",
    },
    text: {
      en: {
        name: "clock",
        meanings: [
          "A clock is time pressure: deadlines, the sense of running out of time, or awareness of ageing and life’s pace.",
          "A stopped clock can mean a situation that feels frozen; a clock running fast, a life that is moving faster than you can follow.",
        ],
      },
      uk: {
        name: "годинник",
        meanings: [
          "Годинник — це тиск часу: дедлайни, відчуття, що час спливає, або усвідомлення віку й темпу життя.",
          "Зупинений годинник може означати ситуацію, що ніби застигла, годинник, що поспішає, — життя, яке мчить швидше, ніж ви встигаєте.",
        ],
      },
      fr: {
        name: "l’horloge",
        meanings: [
          "L’horloge, c’est la pression du temps : les échéances, le sentiment de manquer de temps, ou la conscience de vieillir et du rythme de la vie.",
          "Une horloge arrêtée peut signifier une situation figée ; une horloge qui avance trop vite, une vie qui va plus vite que vous.",
        ],
      },
      de: {
        name: "Uhr",
        meanings: [
          "Eine Uhr steht für Zeitdruck: Fristen, das Gefühl, dass die Zeit davonläuft, oder das Bewusstsein von Alter und Lebenstempo.",
          "Eine stehende Uhr kann eine Lage bedeuten, die wie eingefroren wirkt, eine vorgehende ein Leben, das schneller läuft, als Sie folgen können.",
        ],
      },
      es: {
        name: "el reloj",
        meanings: [
          "Un reloj es presión del tiempo: plazos, la sensación de que el tiempo se acaba o la conciencia de la edad y del ritmo de la vida.",
          "Un reloj parado puede indicar una situación congelada; uno que adelanta, una vida que va más rápido de lo que puedes seguir.",
        ],
      },
    },
  },
  {
    id: "gold",
    category: "objects",
    cues: {
      en: "gold golden",
      uk: "золот*",
      // "or" is left out: it is also "now, but" and the English "or".
      fr: "doré dorée dorés dorées lingot*",
      de: "gold goldes goldene goldenen goldener golden",
      es: "oro dorado dorada dorados doradas",
    },
    text: {
      en: {
        name: "gold",
        meanings: [
          "Gold is what is most valuable: your talents, your worth, or something precious you have found or fear to lose.",
          "In old symbolism gold is the result of inner work, the best of yourself refined by difficult experience.",
        ],
      },
      uk: {
        name: "золото",
        meanings: [
          "Золото — це найцінніше: ваші таланти, ваша вартість або щось дорогоцінне, що ви знайшли чи боїтеся втратити.",
          "У давній символіці золото — плід внутрішньої роботи, найкраще у вас, очищене важким досвідом.",
        ],
      },
      fr: {
        name: "l’or",
        meanings: [
          "L’or, c’est ce qui a le plus de valeur : vos talents, votre valeur, ou quelque chose de précieux trouvé ou que vous craignez de perdre.",
          "Dans la symbolique ancienne, l’or est le fruit d’un travail intérieur, le meilleur de vous affiné par l’épreuve.",
        ],
      },
      de: {
        name: "Gold",
        meanings: [
          "Gold ist das Wertvollste: Ihre Begabungen, Ihr Wert oder etwas Kostbares, das Sie gefunden haben oder zu verlieren fürchten.",
          "In der alten Symbolik ist Gold das Ergebnis innerer Arbeit, das Beste in Ihnen, geläutert durch schwere Erfahrungen.",
        ],
      },
      es: {
        name: "el oro",
        meanings: [
          "El oro es lo más valioso: tus talentos, tu valía o algo precioso que has encontrado o temes perder.",
          "En la simbología antigua el oro es fruto del trabajo interior, lo mejor de ti depurado por experiencias difíciles.",
        ],
      },
    },
  },
  {
    id: "jewels",
    category: "objects",
    cues: {
      en: "jewel* diamond* treasure* gem gems pearl* necklace*",
      uk: "коштовн* діамант* скарб* перл* намист* прикрас*",
      fr: "bijou* joyau* diamant* trésor* perle* collier*",
      // "Schatz" is also "darling"; kept, the treasure is the dream image.
      de: "schmuck juwel* diamant* schatz schätze perle* halskette*",
      es: "joya* diamante* tesoro* perla* collar*",
    },
    text: {
      en: {
        name: "treasure",
        meanings: [
          "Jewels and treasure stand for hidden value: qualities in you, or in your life, that are precious but not yet fully recognised.",
          "Searching for treasure can reflect a search for meaning; guarding it, a fear that what you value could be taken away.",
        ],
      },
      uk: {
        name: "скарб",
        meanings: [
          "Коштовності й скарби символізують приховану цінність: риси у вас чи у вашому житті, дорогоцінні, але ще не повністю визнані.",
          "Шукати скарб може означати пошук сенсу, стерегти його — страх, що цінне можуть відібрати.",
        ],
      },
      fr: {
        name: "le trésor",
        meanings: [
          "Bijoux et trésors représentent une valeur cachée : des qualités en vous, ou dans votre vie, précieuses mais pas encore pleinement reconnues.",
          "Chercher un trésor peut refléter une quête de sens ; le garder, la peur qu’on vous enlève ce qui compte pour vous.",
        ],
      },
      de: {
        name: "Schatz",
        meanings: [
          "Schmuck und Schätze stehen für verborgenen Wert: Eigenschaften in Ihnen oder Ihrem Leben, kostbar, aber noch nicht ganz erkannt.",
          "Nach einem Schatz zu suchen kann Sinnsuche spiegeln, ihn zu bewachen die Angst, dass Ihnen Wertvolles genommen wird.",
        ],
      },
      es: {
        name: "el tesoro",
        meanings: [
          "Joyas y tesoros representan un valor oculto: cualidades tuyas o de tu vida, valiosas pero aún no del todo reconocidas.",
          "Buscar un tesoro puede reflejar una búsqueda de sentido; custodiarlo, el miedo a que te quiten lo que valoras.",
        ],
      },
    },
  },
  {
    id: "photo",
    category: "objects",
    cues: {
      en: "photo* camera*",
      uk: "фото* світлин* знімок знімки",
      fr: "photo* appareil+photo",
      de: "foto* fotografie* kamera*",
      es: "foto* fotografía* cámara*",
    },
    text: {
      en: {
        name: "photograph",
        meanings: [
          "A photograph holds a moment still: memories, nostalgia, or a wish to keep something exactly as it was.",
          "Looking at old photos suggests reflection on the past; a blurred or missing photo, a memory that is fading or being rewritten.",
        ],
      },
      uk: {
        name: "фотографія",
        meanings: [
          "Фотографія зупиняє мить: спогади, ностальгію або бажання зберегти щось саме таким, яким воно було.",
          "Розглядати старі фото означає роздуми про минуле, розмите чи зникле фото — спогад, що блякне чи переписується.",
        ],
      },
      fr: {
        name: "la photo",
        meanings: [
          "La photo fige un instant : des souvenirs, de la nostalgie, ou le désir de garder quelque chose exactement comme il était.",
          "Regarder de vieilles photos suggère un retour sur le passé ; une photo floue ou disparue, un souvenir qui s’efface ou se réécrit.",
        ],
      },
      de: {
        name: "Foto",
        meanings: [
          "Ein Foto hält einen Augenblick fest: Erinnerungen, Nostalgie oder der Wunsch, etwas genau so zu bewahren, wie es war.",
          "Alte Fotos anzusehen spricht für Rückschau, ein unscharfes oder fehlendes Foto für eine Erinnerung, die verblasst oder neu geschrieben wird.",
        ],
      },
      es: {
        name: "la foto",
        meanings: [
          "Una foto detiene un momento: recuerdos, nostalgia o el deseo de conservar algo tal como era.",
          "Mirar fotos antiguas sugiere una mirada al pasado; una foto borrosa o desaparecida, un recuerdo que se desvanece o se reescribe.",
        ],
      },
    },
  },
  {
    id: "candle",
    category: "objects",
    cues: {
      en: "candle*",
      uk: "свічк* свічок",
      fr: "bougie* chandelle* cierge*",
      de: "kerze* *kerze",
      // "vela" is also a sail; both fit a small, fragile light or force.
      es: "vela velas",
    },
    text: {
      en: {
        name: "candle",
        meanings: [
          "A candle is a small light in the dark: hope, faith or inner guidance that is fragile but real.",
          "A candle going out can reflect fear of losing hope or energy; lighting one, a wish to remember someone or to start again.",
        ],
      },
      uk: {
        name: "свічка",
        meanings: [
          "Свічка — маленьке світло в темряві: надія, віра чи внутрішній орієнтир, крихкий, але справжній.",
          "Згасла свічка може відображати страх утратити надію чи сили, запалити свічку — бажання пом’янути когось або почати знову.",
        ],
      },
      fr: {
        name: "la bougie",
        meanings: [
          "La bougie est une petite lumière dans le noir : un espoir, une foi ou une boussole intérieure, fragile mais réelle.",
          "Une bougie qui s’éteint peut traduire la peur de perdre espoir ou énergie ; en allumer une, le désir de se souvenir de quelqu’un ou de recommencer.",
        ],
      },
      de: {
        name: "Kerze",
        meanings: [
          "Eine Kerze ist ein kleines Licht im Dunkeln: Hoffnung, Glaube oder innere Orientierung, zerbrechlich, aber echt.",
          "Eine erlöschende Kerze kann die Angst spiegeln, Hoffnung oder Kraft zu verlieren, eine anzuzünden den Wunsch, an jemanden zu denken oder neu anzufangen.",
        ],
      },
      es: {
        name: "la vela",
        meanings: [
          "Una vela es una pequeña luz en la oscuridad: esperanza, fe o una guía interior, frágil pero real.",
          "Una vela que se apaga puede reflejar el miedo a perder la esperanza o la energía; encender una, el deseo de recordar a alguien o de empezar de nuevo.",
        ],
      },
    },
  },
  {
    id: "gift",
    category: "objects",
    cues: {
      // English "gift" is German for poison; rare enough in German dreams to keep.
      en: "gift gifts presents",
      uk: "подарун* подарував подарувала",
      fr: "cadeau*",
      de: "geschenk* *geschenk",
      es: "regalo* regaló obsequio*",
    },
    text: {
      en: {
        name: "gift",
        meanings: [
          "A gift is recognition and exchange: something you are being offered, a talent you have, or appreciation you long for.",
          "Who gave it and how you felt matter: a welcome gift suggests openness to receiving; an unwanted one, obligations you did not ask for.",
        ],
      },
      uk: {
        name: "подарунок",
        meanings: [
          "Подарунок — це визнання й обмін: те, що вам пропонують, талант, який у вас є, або вдячність, на яку ви чекаєте.",
          "Важливо, хто подарував і що ви відчули: бажаний подарунок говорить про відкритість до отримання, небажаний — про обов’язки, яких ви не просили.",
        ],
      },
      fr: {
        name: "le cadeau",
        meanings: [
          "Un cadeau, c’est la reconnaissance et l’échange : ce qu’on vous offre, un talent que vous avez, ou une gratitude que vous attendez.",
          "Qui l’a offert et ce que vous avez ressenti comptent : un cadeau bienvenu suggère une ouverture à recevoir ; un cadeau importun, des obligations non souhaitées.",
        ],
      },
      de: {
        name: "Geschenk",
        meanings: [
          "Ein Geschenk ist Anerkennung und Austausch: etwas, das Ihnen angeboten wird, eine Gabe, die Sie haben, oder Wertschätzung, nach der Sie sich sehnen.",
          "Wer es gab und wie es sich anfühlte, ist wichtig: Ein willkommenes Geschenk spricht für Offenheit, etwas anzunehmen, ein unerwünschtes für Verpflichtungen, um die Sie nicht gebeten haben.",
        ],
      },
      es: {
        name: "el regalo",
        meanings: [
          "Un regalo es reconocimiento e intercambio: algo que te ofrecen, un talento que tienes o el aprecio que anhelas.",
          "Importa quién lo dio y cómo te sentiste: un regalo bienvenido sugiere apertura a recibir; uno no deseado, obligaciones que no pediste.",
        ],
      },
    },
  },
  {
    id: "box",
    category: "objects",
    cues: {
      en: "box boxes package* parcel*",
      uk: "коробк* скриньк* скриня скрині посилк*",
      fr: "boîte* coffre* colis caisse*",
      de: "kiste* schachtel* truhe* paket* karton*",
      es: "caja cajas cofre* paquete*",
    },
    text: {
      en: {
        name: "box",
        meanings: [
          "A box holds what is kept or hidden: feelings, memories or possibilities you have put away for later.",
          "Opening a box suggests readiness to discover something about yourself; a box that will not open, something you are not ready to face.",
        ],
      },
      uk: {
        name: "скринька",
        meanings: [
          "Коробка чи скринька зберігає сховане: почуття, спогади чи можливості, відкладені на потім.",
          "Відкрити її означає готовність дізнатися щось про себе, скринька, що не відкривається, — те, до чого ви ще не готові.",
        ],
      },
      fr: {
        name: "la boîte",
        meanings: [
          "Une boîte garde ce qu’on conserve ou cache : sentiments, souvenirs ou possibilités mis de côté pour plus tard.",
          "L’ouvrir suggère que vous êtes prêt à découvrir quelque chose sur vous ; une boîte qui refuse de s’ouvrir, ce que vous n’êtes pas prêt à affronter.",
        ],
      },
      de: {
        name: "Kiste",
        meanings: [
          "Eine Kiste oder Schachtel bewahrt Verwahrtes oder Verborgenes: Gefühle, Erinnerungen oder Möglichkeiten, die Sie für später weggelegt haben.",
          "Sie zu öffnen spricht für die Bereitschaft, etwas über sich zu entdecken, eine Kiste, die sich nicht öffnen lässt, für etwas, dem Sie sich noch nicht stellen wollen.",
        ],
      },
      es: {
        name: "la caja",
        meanings: [
          "Una caja guarda lo conservado u oculto: sentimientos, recuerdos o posibilidades que dejaste para más adelante.",
          "Abrirla sugiere disposición a descubrir algo de ti; una caja que no se abre, algo que aún no estás listo para afrontar.",
        ],
      },
    },
  },
  {
    id: "doll",
    category: "objects",
    cues: {
      // Toys are left out: a toy car is not a doll.
      en: "doll dolls",
      uk: "ляльк*",
      fr: "poupée*",
      de: "puppe*",
      // "muñeca" is also the wrist; the doll is the usual dream image.
      es: "muñeca* muñeco*",
    },
    text: {
      en: {
        name: "doll",
        meanings: [
          "Dolls and toys take you back to childhood: play, comfort, and the needs and memories of that time.",
          "A doll that moves or stares can be unsettling: it often points to feeling manipulated, or to a part of you treated as an object.",
        ],
      },
      uk: {
        name: "лялька",
        meanings: [
          "Ляльки й іграшки повертають у дитинство: до гри, втіхи, потреб і спогадів того часу.",
          "Лялька, що рухається чи пильно дивиться, бентежить: вона часто вказує на відчуття, що вами маніпулюють, або на частину вас, до якої ставляться як до речі.",
        ],
      },
      fr: {
        name: "la poupée",
        meanings: [
          "Poupées et jouets ramènent à l’enfance : le jeu, le réconfort, les besoins et les souvenirs de cette époque.",
          "Une poupée qui bouge ou vous fixe peut troubler : elle désigne souvent le sentiment d’être manipulé, ou une part de vous traitée comme un objet.",
        ],
      },
      de: {
        name: "Puppe",
        meanings: [
          "Puppen und Spielzeug führen zurück in die Kindheit: zu Spiel, Trost und den Bedürfnissen und Erinnerungen jener Zeit.",
          "Eine Puppe, die sich bewegt oder starrt, kann verstören: Sie weist oft auf das Gefühl hin, manipuliert oder wie ein Gegenstand behandelt zu werden.",
        ],
      },
      es: {
        name: "la muñeca",
        meanings: [
          "Muñecas y juguetes te devuelven a la infancia: al juego, al consuelo y a las necesidades y recuerdos de entonces.",
          "Una muñeca que se mueve o te mira fijamente puede inquietar: suele señalar la sensación de ser manipulado o una parte de ti tratada como un objeto.",
        ],
      },
    },
  },
];
