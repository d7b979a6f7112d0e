// Events and occasions. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const EVENTS: readonly DreamSymbol[] = [
  {
    id: "wedding",
    category: "events",
    cues: {
      en: "wedding* marry married marrying bride* groom",
      uk: "весілл* шлюб* вінчан* одружи* заміж",
      fr: "mariage* marié mariée mariés noce*",
      de: "hochzeit* heirat* verheiratet* braut* bräutigam*",
      // "casa" (house) is an exact word and keeps the house.
      es: "boda* casar* casad* casé casó casaba matrimonio*",
    },
    text: {
      en: {
        name: "wedding",
        meanings: [
          "A wedding is union and commitment: to a person, but just as often to a decision, a project or a new stage of life.",
          "A wedding that goes wrong, or marrying the wrong person, usually reflects doubt about a commitment rather than a prediction.",
        ],
      },
      uk: {
        name: "весілля",
        meanings: [
          "Весілля — це союз і зобов’язання: перед людиною, але так само часто перед рішенням, справою чи новим етапом життя.",
          "Весілля, що йде шкереберть, чи шлюб не з тією людиною зазвичай відображають сумнів щодо зобов’язання, а не пророцтво.",
        ],
      },
      fr: {
        name: "le mariage",
        meanings: [
          "Le mariage, c’est l’union et l’engagement : envers une personne, mais tout aussi souvent envers une décision, un projet ou une nouvelle étape de vie.",
          "Un mariage qui tourne mal, ou épouser la mauvaise personne, reflète le plus souvent un doute sur un engagement, pas une prédiction.",
        ],
      },
      de: {
        name: "Hochzeit",
        meanings: [
          "Eine Hochzeit ist Verbindung und Verpflichtung: gegenüber einem Menschen, aber ebenso oft gegenüber einer Entscheidung, einem Vorhaben oder einem neuen Lebensabschnitt.",
          "Eine Hochzeit, die schiefgeht, oder die falsche Person zu heiraten spiegelt meist Zweifel an einer Verpflichtung, keine Vorhersage.",
        ],
      },
      es: {
        name: "la boda",
        meanings: [
          "Una boda es unión y compromiso: con una persona, pero igual de a menudo con una decisión, un proyecto o una nueva etapa de la vida.",
          "Una boda que sale mal, o casarte con la persona equivocada, suele reflejar dudas sobre un compromiso, no una predicción.",
        ],
      },
    },
  },
  {
    id: "funeral",
    category: "events",
    cues: {
      en: "funeral* burial bury buried mourning",
      uk: "похорон* поховал* поховат* поминк*",
      fr: "funérailles enterrement* obsèques enterr*",
      de: "beerdigung* begräbnis* bestattung* beerdigt* begraben trauerfeier*",
      es: "funeral* entierro* velorio* enterrar* enterraba* enterrado*",
    },
    text: {
      en: {
        name: "funeral",
        meanings: [
          "A funeral is a farewell: to a person, a phase of life, a hope or an old version of yourself. It marks the need to grieve and let go.",
          "If the funeral was your own, it often means a part of you is ending so that something new can begin.",
        ],
      },
      uk: {
        name: "похорон",
        meanings: [
          "Похорон — це прощання: з людиною, етапом життя, надією чи старою версією себе. Він позначає потребу погорювати й відпустити.",
          "Якщо це був ваш власний похорон, часто це означає, що якась ваша частина завершується, аби почалося нове.",
        ],
      },
      fr: {
        name: "l’enterrement",
        meanings: [
          "Un enterrement est un adieu : à une personne, une étape de vie, un espoir ou une ancienne version de vous. Il marque le besoin de faire son deuil et de lâcher prise.",
          "S’il s’agissait de votre propre enterrement, une part de vous se termine souvent pour que quelque chose de neuf commence.",
        ],
      },
      de: {
        name: "Beerdigung",
        meanings: [
          "Eine Beerdigung ist ein Abschied: von einem Menschen, einer Lebensphase, einer Hoffnung oder einer alten Version von Ihnen. Sie zeigt das Bedürfnis zu trauern und loszulassen.",
          "War es Ihre eigene Beerdigung, bedeutet das oft, dass ein Teil von Ihnen endet, damit etwas Neues beginnen kann.",
        ],
      },
      es: {
        name: "el funeral",
        meanings: [
          "Un funeral es una despedida: de una persona, una etapa de la vida, una esperanza o una versión antigua de ti. Marca la necesidad de hacer el duelo y soltar.",
          "Si era tu propio funeral, a menudo significa que una parte de ti termina para que algo nuevo pueda empezar.",
        ],
      },
    },
  },
  {
    id: "party",
    category: "events",
    cues: {
      en: "party parties celebration* celebrat* festival*",
      // "свят*" would take святий (holy).
      uk: "свято свята святкува* вечірк* гулянк* фестивал*",
      // "soirée" is left out: it is also just "evening".
      fr: "fête fêtes fêter festival* célébr*",
      // "fest" alone is also "firmly"; compounds (Sommerfest) come through "*fest".
      de: "party partys feier* *fest",
      es: "fiesta* celebración* celebra* festival*",
    },
    text: {
      en: {
        name: "party",
        meanings: [
          "A party is about belonging and joy: a wish for connection, celebration or recognition from others.",
          "Feeling out of place at a party suggests social worries; throwing one, a wish to share something good in your life.",
        ],
      },
      uk: {
        name: "свято",
        meanings: [
          "Свято чи вечірка говорять про приналежність і радість: бажання зв’язку, святкування чи визнання від інших.",
          "Почуватися чужим на вечірці означає соціальні тривоги, влаштовувати свято — бажання поділитися чимось добрим у житті.",
        ],
      },
      fr: {
        name: "la fête",
        meanings: [
          "Une fête parle d’appartenance et de joie : un désir de lien, de célébration ou de reconnaissance de la part des autres.",
          "Se sentir déplacé à une fête suggère des inquiétudes sociales ; en organiser une, l’envie de partager quelque chose de bon.",
        ],
      },
      de: {
        name: "Feier",
        meanings: [
          "Eine Feier handelt von Zugehörigkeit und Freude: dem Wunsch nach Verbindung, Feiern oder Anerkennung durch andere.",
          "Sich auf einer Party fehl am Platz zu fühlen spricht für soziale Sorgen, selbst eine zu geben für den Wunsch, etwas Gutes zu teilen.",
        ],
      },
      es: {
        name: "la fiesta",
        meanings: [
          "Una fiesta habla de pertenencia y alegría: un deseo de conexión, celebración o reconocimiento de los demás.",
          "Sentirte fuera de lugar en una fiesta sugiere preocupaciones sociales; organizarla, las ganas de compartir algo bueno de tu vida.",
        ],
      },
    },
  },
  {
    id: "war",
    category: "events",
    cues: {
      // Bare "war" is German "was", so English needs a word before it.
      en: "wars warfare battlefield* soldier* army armies bomb* troops the|a|at|civil|world|nuclear+war",
      uk: "війн* бомб* солдат* армі* обстріл* окупант*",
      fr: "guerre* soldat* armée* bombe* bombard*",
      de: "krieg* *krieg soldat* armee* bombe* bomben*",
      es: "guerra* soldado* ejército* bomba* bombarde*",
    },
    text: {
      en: {
        name: "war",
        meanings: [
          "War in a dream reflects conflict on a large scale: a struggle in your life, in a relationship or inside yourself that feels like a battle.",
          "It can also carry the weight of real events in the news or in your family’s history, fear that has nowhere else to go.",
        ],
      },
      uk: {
        name: "війна",
        meanings: [
          "Війна уві сні відображає конфлікт великого масштабу: боротьбу у вашому житті, стосунках чи всередині вас, що відчувається як битва.",
          "Вона може нести й вагу реальних подій, новин чи родинної історії, страх, якому більше нікуди подітися.",
        ],
      },
      fr: {
        name: "la guerre",
        meanings: [
          "La guerre en rêve reflète un conflit de grande ampleur : une lutte dans votre vie, une relation ou en vous-même qui a tout d’une bataille.",
          "Elle peut aussi porter le poids d’événements réels, de l’actualité ou de l’histoire familiale, une peur qui ne trouve pas d’autre place.",
        ],
      },
      de: {
        name: "Krieg",
        meanings: [
          "Krieg im Traum spiegelt Konflikt im großen Maßstab: einen Kampf in Ihrem Leben, in einer Beziehung oder in Ihnen, der sich wie eine Schlacht anfühlt.",
          "Er kann auch das Gewicht realer Ereignisse tragen, aus den Nachrichten oder der Familiengeschichte, eine Angst, die sonst nirgends hinkann.",
        ],
      },
      es: {
        name: "la guerra",
        meanings: [
          "La guerra en sueños refleja un conflicto a gran escala: una lucha en tu vida, en una relación o dentro de ti que se siente como una batalla.",
          "También puede cargar con el peso de hechos reales, de las noticias o de la historia familiar, un miedo que no tiene otro sitio adonde ir.",
        ],
      },
    },
  },
  {
    id: "performance",
    category: "events",
    cues: {
      // "stage" alone is also "a phase".
      // "scene" is blocked so the French "scène" without its accent cannot claim the English word.
      en: "on+stage performance* perform* audience* concert* spotlight !scene !scenes",
      // "сцен*" would take сценарій (script).
      uk: "сцена сцени сцену сценою сцені виступ* концерт* глядач* публік*",
      fr: "scène scènes sur+scène spectacle* concert* représentation*",
      de: "bühne* auftritt* aufführung* konzert* publikum* zuschauer*",
      es: "escenario* actuación* concierto* espectáculo*",
    },
    text: {
      en: {
        name: "performing on stage",
        meanings: [
          "Being on stage is about visibility and judgement: a situation where you feel watched, and the wish or fear to be seen.",
          "Forgetting your lines is a classic fear of not being prepared; a performance that goes well, confidence in showing what you can do.",
        ],
      },
      uk: {
        name: "виступ на сцені",
        meanings: [
          "Бути на сцені означає видимість і оцінювання: ситуацію, де за вами спостерігають, і бажання чи страх бути побаченим.",
          "Забути слова — класичний страх неготовності, вдалий виступ — упевненість у тому, щоб показати, на що ви здатні.",
        ],
      },
      fr: {
        name: "la scène",
        meanings: [
          "Être sur scène parle de visibilité et de jugement : une situation où vous vous sentez observé, et le désir ou la peur d’être vu.",
          "Oublier son texte est une peur classique de ne pas être prêt ; une représentation réussie, la confiance de montrer ce dont vous êtes capable.",
        ],
      },
      de: {
        name: "Auftritt",
        meanings: [
          "Auf der Bühne zu stehen handelt von Sichtbarkeit und Urteil: einer Lage, in der Sie sich beobachtet fühlen, und dem Wunsch oder der Angst, gesehen zu werden.",
          "Den Text zu vergessen ist eine klassische Angst, nicht vorbereitet zu sein, ein gelungener Auftritt Zuversicht, zu zeigen, was Sie können.",
        ],
      },
      es: {
        name: "la actuación",
        meanings: [
          "Estar en un escenario habla de visibilidad y juicio: una situación en la que te sientes observado y el deseo o el miedo de ser visto.",
          "Olvidar el texto es un miedo clásico a no estar preparado; una actuación que sale bien, confianza en mostrar lo que sabes hacer.",
        ],
      },
    },
  },
  {
    id: "explosion",
    category: "events",
    cues: {
      // "explo*" would take explore.
      en: "explod* explosion*",
      uk: "вибух*",
      fr: "explos*",
      de: "explosion* explodier* detonation*",
      es: "explosión explosiones explot* estall*",
    },
    text: {
      en: {
        name: "explosion",
        meanings: [
          "An explosion is pent-up energy released at once: anger, frustration or a change that can no longer be held back.",
          "It can also mark a sudden breakthrough, something that shatters an old structure and clears the way.",
        ],
      },
      uk: {
        name: "вибух",
        meanings: [
          "Вибух — це накопичена енергія, що вивільняється разом: гнів, розчарування чи зміни, які вже неможливо стримати.",
          "Він може позначати й раптовий прорив, щось, що розбиває стару структуру і розчищає шлях.",
        ],
      },
      fr: {
        name: "l’explosion",
        meanings: [
          "Une explosion, c’est une énergie contenue qui se libère d’un coup : colère, frustration ou changement qu’on ne peut plus retenir.",
          "Elle peut aussi marquer une percée soudaine, quelque chose qui fait voler en éclats une structure ancienne et libère le passage.",
        ],
      },
      de: {
        name: "Explosion",
        meanings: [
          "Eine Explosion ist aufgestaute Energie, die sich auf einmal entlädt: Wut, Frust oder eine Veränderung, die sich nicht mehr zurückhalten lässt.",
          "Sie kann auch einen plötzlichen Durchbruch markieren, etwas, das eine alte Struktur sprengt und den Weg frei macht.",
        ],
      },
      es: {
        name: "la explosión",
        meanings: [
          "Una explosión es energía contenida que se libera de golpe: ira, frustración o un cambio que ya no se puede retener.",
          "También puede marcar un avance repentino, algo que hace saltar una estructura antigua y despeja el camino.",
        ],
      },
    },
  },
  {
    id: "apocalypse",
    category: "events",
    cues: {
      en: "apocalyp* doomsday armageddon end+of+the+world",
      uk: "апокаліпс* кінець|кінця|кінцем+світу",
      fr: "apocalyp* fin+du+monde",
      de: "apokalyp* weltuntergang* ende+der+welt",
      es: "apocalip* fin+del+mundo",
    },
    text: {
      en: {
        name: "end of the world",
        meanings: [
          "The end of the world is rarely about the world. It usually reflects a big personal ending: a life as you knew it is changing beyond recognition.",
          "It can also mirror general anxiety, news that feels overwhelming, or a wish to wipe the slate clean and start over.",
        ],
      },
      uk: {
        name: "кінець світу",
        meanings: [
          "Кінець світу рідко стосується світу. Зазвичай він відображає велике особисте завершення: життя, яке ви знали, змінюється до невпізнанності.",
          "Він може віддзеркалювати й загальну тривогу, новини, що пригнічують, або бажання почати все з чистого аркуша.",
        ],
      },
      fr: {
        name: "la fin du monde",
        meanings: [
          "La fin du monde parle rarement du monde. Elle reflète le plus souvent une grande fin personnelle : la vie que vous connaissiez change du tout au tout.",
          "Elle peut aussi traduire une anxiété diffuse, une actualité écrasante, ou l’envie de faire table rase et de tout recommencer.",
        ],
      },
      de: {
        name: "Weltuntergang",
        meanings: [
          "Der Weltuntergang handelt selten von der Welt. Meist spiegelt er ein großes persönliches Ende: Das Leben, wie Sie es kannten, verändert sich bis zur Unkenntlichkeit.",
          "Er kann auch allgemeine Angst spiegeln, erdrückende Nachrichten oder den Wunsch, reinen Tisch zu machen und neu anzufangen.",
        ],
      },
      es: {
        name: "el fin del mundo",
        meanings: [
          "El fin del mundo rara vez trata del mundo. Suele reflejar un gran final personal: la vida tal como la conocías está cambiando por completo.",
          "También puede reflejar una ansiedad general, noticias abrumadoras o el deseo de hacer borrón y cuenta nueva.",
        ],
      },
    },
  },
  {
    id: "infidelity",
    category: "events",
    cues: {
      en: "cheat* betray* affair infidelity unfaithful",
      uk: "зрад* коханк*",
      // "tromper" alone is also "to be mistaken", so the betrayal needs its object.
      fr: "me|m'a|t'a|l'a|te|nous+trompait|trompe|trompé|trompée infidél* trahi* trahison* adultère*",
      de: "betrog* betrüg* fremdgegangen fremdgeh* affäre* untreu*",
      es: "infiel* infidelidad* engañ* traicion* traición*",
    },
    text: {
      en: {
        name: "betrayal",
        meanings: [
          "Dreams of infidelity or betrayal rarely predict one. They usually reflect insecurity, fear of being replaced, or a feeling of being neglected.",
          "If you were the one cheating, it may point to guilt, or to a need that is not being met in your life right now.",
        ],
      },
      uk: {
        name: "зрада",
        meanings: [
          "Сни про зраду рідко її віщують. Зазвичай вони відображають невпевненість, страх, що вас замінять, чи відчуття, що вас занедбали.",
          "Якщо зраджували ви, це може вказувати на провину або потребу, яка зараз у вашому житті не задоволена.",
        ],
      },
      fr: {
        name: "la trahison",
        meanings: [
          "Rêver d’infidélité ou de trahison l’annonce rarement. Cela reflète le plus souvent une insécurité, la peur d’être remplacé ou le sentiment d’être délaissé.",
          "Si c’est vous qui trompiez, cela peut désigner une culpabilité, ou un besoin qui n’est pas comblé en ce moment.",
        ],
      },
      de: {
        name: "Untreue",
        meanings: [
          "Träume von Untreue oder Verrat sagen selten einen voraus. Meist spiegeln sie Unsicherheit, die Angst, ersetzt zu werden, oder das Gefühl, vernachlässigt zu sein.",
          "Wenn Sie selbst fremdgingen, weist das vielleicht auf Schuldgefühle oder ein Bedürfnis hin, das gerade nicht erfüllt wird.",
        ],
      },
      es: {
        name: "la infidelidad",
        meanings: [
          "Soñar con infidelidad o traición rara vez la anuncia. Suele reflejar inseguridad, miedo a ser reemplazado o la sensación de estar desatendido.",
          "Si eras tú quien engañaba, puede apuntar a culpa o a una necesidad que ahora mismo no está cubierta.",
        ],
      },
    },
  },
  {
    id: "birthday",
    category: "events",
    cues: {
      en: "birthday*",
      uk: "день|дня|днем|дні+народження",
      fr: "anniversaire*",
      de: "geburtstag*",
      es: "cumpleaños",
    },
    text: {
      en: {
        name: "birthday",
        meanings: [
          "A birthday marks time and renewal: a new cycle, and how you feel about where you are in life.",
          "A forgotten birthday often reflects a fear of being overlooked; a joyful one, a wish to be celebrated for who you are.",
        ],
      },
      uk: {
        name: "день народження",
        meanings: [
          "День народження позначає час і оновлення: новий цикл і те, як ви почуваєтеся щодо свого місця в житті.",
          "Забутий день народження часто відображає страх бути непоміченим, радісний — бажання, щоб вас шанували такими, якими ви є.",
        ],
      },
      fr: {
        name: "l’anniversaire",
        meanings: [
          "Un anniversaire marque le temps et le renouveau : un nouveau cycle, et ce que vous ressentez sur l’endroit où vous en êtes.",
          "Un anniversaire oublié traduit souvent la peur d’être ignoré ; un anniversaire joyeux, le désir d’être fêté pour ce que vous êtes.",
        ],
      },
      de: {
        name: "Geburtstag",
        meanings: [
          "Ein Geburtstag markiert Zeit und Erneuerung: einen neuen Zyklus und wie Sie sich mit Ihrem Platz im Leben fühlen.",
          "Ein vergessener Geburtstag spiegelt oft die Angst, übersehen zu werden, ein fröhlicher den Wunsch, für das gefeiert zu werden, was Sie sind.",
        ],
      },
      es: {
        name: "el cumpleaños",
        meanings: [
          "Un cumpleaños marca el tiempo y la renovación: un nuevo ciclo y cómo te sientes respecto a tu momento vital.",
          "Un cumpleaños olvidado suele reflejar miedo a pasar desapercibido; uno alegre, el deseo de que te celebren por quien eres.",
        ],
      },
    },
  },
  {
    id: "moving",
    category: "events",
    cues: {
      en: "moving|moved+house|out|away relocat*",
      uk: "переїзд* переїха* переїжджа*",
      fr: "déménag*",
      de: "umzug* umgezogen umziehen umzog",
      es: "mudanza* mudarse mudamos mudaba mudé mudó",
    },
    text: {
      en: {
        name: "moving house",
        meanings: [
          "Moving house is a change of identity or life stage: leaving the familiar behind and making room for a new way of living.",
          "Packing can mean sorting out what to keep from the past; an unfinished move, a transition that is still in progress.",
        ],
      },
      uk: {
        name: "переїзд",
        meanings: [
          "Переїзд — це зміна ідентичності чи життєвого етапу: залишити звичне позаду й звільнити місце для нового способу жити.",
          "Пакування речей може означати розбір, що взяти з минулого, незавершений переїзд — перехід, який ще триває.",
        ],
      },
      fr: {
        name: "le déménagement",
        meanings: [
          "Déménager, c’est changer d’identité ou d’étape de vie : laisser le familier derrière soi et faire place à une nouvelle façon de vivre.",
          "Faire des cartons peut signifier trier ce qu’on garde du passé ; un déménagement inachevé, une transition encore en cours.",
        ],
      },
      de: {
        name: "Umzug",
        meanings: [
          "Ein Umzug ist ein Wechsel von Identität oder Lebensphase: das Vertraute zurückzulassen und Platz für eine neue Lebensweise zu schaffen.",
          "Packen kann bedeuten, zu sortieren, was Sie aus der Vergangenheit mitnehmen; ein unfertiger Umzug, einen Übergang, der noch andauert.",
        ],
      },
      es: {
        name: "la mudanza",
        meanings: [
          "Mudarse es un cambio de identidad o de etapa: dejar atrás lo conocido y hacer sitio a una nueva forma de vivir.",
          "Hacer las maletas puede significar decidir qué conservar del pasado; una mudanza sin terminar, una transición que aún sigue.",
        ],
      },
    },
  },
];
