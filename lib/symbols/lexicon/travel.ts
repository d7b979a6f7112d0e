// Vehicles, roads and journeys. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const TRAVEL: readonly DreamSymbol[] = [
  {
    id: "car",
    category: "travel",
    cues: {
      // Bare "car" is French for "because", so English needs a word before it.
      en: "cars the|a|my|his|her|our|their|your|old|new|red|black|white|blue|own|sports|rental|parked+car driving drove driven driver* vehicle*",
      uk: "машина машини машину машиною машині машин автомобіл* авто автівк* кермо керма за+кермом водій водія водієм",
      // "volant" alone stays with flying ("un tapis volant").
      fr: "voiture* automobile* auto autos au+volant conduire conduisais conduisait conduis",
      de: "auto autos *auto autofahrt* pkw",
      es: "coche coches carro carros auto autos automóvil* conducía conducir manejaba manejar volante",
    },
    text: {
      en: {
        name: "car",
        meanings: [
          "A car shows how you move through life: who is in control, how fast you are going and whether you trust the direction.",
          "Driving yourself suggests autonomy; being a passenger, letting others steer; failing brakes, a situation that is getting away from you.",
        ],
      },
      uk: {
        name: "автомобіль",
        meanings: [
          "Автомобіль показує, як ви рухаєтеся життям: хто керує, наскільки швидко ви їдете і чи довіряєте напрямку.",
          "Кермувати самому означає самостійність, бути пасажиром — дозволяти вести іншим, відмова гальм — ситуацію, що виходить з-під контролю.",
        ],
      },
      fr: {
        name: "la voiture",
        meanings: [
          "La voiture montre comment vous avancez dans la vie : qui tient le volant, à quelle vitesse vous allez, et si vous faites confiance à la direction.",
          "Conduire suggère l’autonomie ; être passager, laisser les autres diriger ; des freins qui lâchent, une situation qui vous échappe.",
        ],
      },
      de: {
        name: "Auto",
        meanings: [
          "Ein Auto zeigt, wie Sie sich durchs Leben bewegen: wer am Steuer sitzt, wie schnell es geht und ob Sie der Richtung trauen.",
          "Selbst zu fahren spricht für Selbstbestimmung, Beifahrer zu sein dafür, andere lenken zu lassen, versagende Bremsen für eine Lage, die Ihnen entgleitet.",
        ],
      },
      es: {
        name: "el coche",
        meanings: [
          "El coche muestra cómo avanzas por la vida: quién tiene el control, a qué velocidad vas y si confías en la dirección.",
          "Conducir tú sugiere autonomía; ir de pasajero, dejar que otros dirijan; unos frenos que fallan, una situación que se te escapa.",
        ],
      },
    },
  },
  {
    id: "train",
    category: "travel",
    cues: {
      en: "train trains railway* railroad* subway metro",
      // "потяг" is also "an urge"; the train is the usual reading.
      uk: "поїзд* потяг* електричк* метро вагон*",
      fr: "train trains métro wagon* gare gares",
      // No "*zug": it would take Anzug (suit), Bezug and Abzug.
      de: "zug züge zuges schnellzug* nachtzug* zugfahrt* bahn bahnhof*",
      es: "tren trenes metro ferrocarril* vagón vagones",
    },
    text: {
      en: {
        name: "train",
        meanings: [
          "A train is a set course: a life path, a career or a plan that runs on rails, for better or worse.",
          "Missing the train is a classic dream of lost opportunity or fear of falling behind; the wrong train, doubt about the direction you have taken.",
        ],
      },
      uk: {
        name: "поїзд",
        meanings: [
          "Поїзд — це визначений маршрут: життєвий шлях, кар’єра чи план, що йде по рейках, на добре чи на зле.",
          "Запізнитися на поїзд — класичний сон про втрачену нагоду чи страх відстати, не той поїзд — сумнів щодо обраного напрямку.",
        ],
      },
      fr: {
        name: "le train",
        meanings: [
          "Le train est un trajet tracé : un chemin de vie, une carrière ou un projet qui roule sur des rails, pour le meilleur ou pour le pire.",
          "Rater le train est un rêve classique d’occasion manquée ou de peur de prendre du retard ; se tromper de train, un doute sur la direction prise.",
        ],
      },
      de: {
        name: "Zug",
        meanings: [
          "Ein Zug ist ein festgelegter Weg: ein Lebensweg, eine Laufbahn oder ein Plan auf Schienen, im Guten wie im Schlechten.",
          "Den Zug zu verpassen ist ein klassischer Traum von verpasster Gelegenheit oder der Angst zurückzufallen, der falsche Zug ein Zweifel an der eingeschlagenen Richtung.",
        ],
      },
      es: {
        name: "el tren",
        meanings: [
          "El tren es un recorrido marcado: un camino vital, una carrera o un plan que va sobre raíles, para bien o para mal.",
          "Perder el tren es un sueño clásico de oportunidad perdida o miedo a quedarse atrás; el tren equivocado, duda sobre la dirección tomada.",
        ],
      },
    },
  },
  {
    id: "plane",
    category: "travel",
    cues: {
      en: "plane planes airplane* aeroplane* aircraft airport*",
      uk: "літак* аеропорт*",
      fr: "avion* aéroport*",
      de: "flugzeug* flughafen* flieger",
      es: "avión aviones aeropuerto*",
    },
    text: {
      en: {
        name: "plane",
        meanings: [
          "A plane is about big transitions and high ambitions: moving quickly to a new stage, or rising above a situation.",
          "A turbulent or crashing plane often reflects anxiety about a plan that feels too big, or about a lack of control.",
        ],
      },
      uk: {
        name: "літак",
        meanings: [
          "Літак говорить про великі переходи і високі амбіції: швидкий рух до нового етапу або здатність піднятися над ситуацією.",
          "Турбулентність чи аварія літака часто відображають тривогу через завеликий план або брак контролю.",
        ],
      },
      fr: {
        name: "l’avion",
        meanings: [
          "L’avion parle de grandes transitions et de hautes ambitions : passer vite à une nouvelle étape, ou prendre de la hauteur sur une situation.",
          "Un avion secoué ou qui s’écrase traduit souvent l’angoisse d’un projet qui semble trop grand, ou d’un manque de contrôle.",
        ],
      },
      de: {
        name: "Flugzeug",
        meanings: [
          "Ein Flugzeug handelt von großen Übergängen und hohen Zielen: schnell in eine neue Phase zu wechseln oder sich über eine Lage zu erheben.",
          "Turbulenzen oder ein Absturz spiegeln oft Angst vor einem Vorhaben, das zu groß wirkt, oder vor Kontrollverlust.",
        ],
      },
      es: {
        name: "el avión",
        meanings: [
          "El avión habla de grandes transiciones y altas ambiciones: pasar rápido a una etapa nueva o elevarte por encima de una situación.",
          "Un avión con turbulencias o que se estrella suele reflejar ansiedad por un plan que parece demasiado grande o por falta de control.",
        ],
      },
    },
  },
  {
    id: "boat",
    category: "travel",
    cues: {
      en: "boat* ship ships sailboat* sailing yacht* canoe* raft ferry",
      uk: "човен човна човні човном човнів корабел* корабл* яхта яхти яхту яхті яхтою пором*",
      fr: "bateau* navire* voilier* barque* yacht* canot* radeau* ferry",
      // Bare "Boot" is English "boot", so the singular needs a word before it;
      // "Floß" is left out: with ß folded it is the English "floss".
      // "fähre*" would take fahren (to drive) once the umlaut is dropped.
      de: "boote booten bootes *boot das|ein|im|dem|einem|kleines|kleinen|altes|alten+boot schiff* *schiff segelboot* jacht* fähre fähren fährschiff*",
      // "bote" is also German "Bote" (messenger); rare next to the Spanish boat.
      es: "barco* barca* bote botes velero* yate* balsa ferry",
    },
    text: {
      en: {
        name: "boat",
        meanings: [
          "A boat carries you over emotional waters: how you navigate your feelings and the changes around you.",
          "Calm sailing suggests you are managing well; a leaking or capsizing boat, a sense that your resources are not holding up.",
        ],
      },
      uk: {
        name: "човен",
        meanings: [
          "Човен переносить вас через емоційні води: те, як ви орієнтуєтеся у своїх почуттях і змінах довкола.",
          "Спокійне плавання говорить, що ви добре даєте раду, човен, що протікає чи перевертається, — що ресурси вичерпуються.",
        ],
      },
      fr: {
        name: "le bateau",
        meanings: [
          "Le bateau vous porte sur les eaux de l’émotion : la manière dont vous naviguez dans vos sentiments et les changements autour de vous.",
          "Une navigation calme suggère que vous tenez le cap ; un bateau qui prend l’eau ou chavire, le sentiment que vos ressources ne suffisent plus.",
        ],
      },
      de: {
        name: "Boot",
        meanings: [
          "Ein Boot trägt Sie über Gefühlsgewässer: wie Sie durch Ihre Emotionen und die Veränderungen um Sie herum navigieren.",
          "Ruhiges Segeln spricht dafür, dass Sie gut zurechtkommen, ein leckes oder kenterndes Boot für das Gefühl, dass Ihre Kräfte nicht reichen.",
        ],
      },
      es: {
        name: "el barco",
        meanings: [
          "Un barco te lleva sobre las aguas emocionales: cómo navegas tus sentimientos y los cambios a tu alrededor.",
          "Navegar en calma sugiere que lo llevas bien; un barco que hace agua o vuelca, la sensación de que tus recursos no alcanzan.",
        ],
      },
    },
  },
  {
    id: "bus",
    category: "travel",
    cues: {
      en: "bus buses",
      // Trams are left out: a tram is not a bus (a trolleybus is).
      uk: "автобус* тролейбус* маршрутк*",
      // French "car" (coach) is left out: it is also "because".
      fr: "bus autobus",
      de: "bus busse busses *bus",
      es: "autobús autobuses bus",
    },
    text: {
      en: {
        name: "bus",
        meanings: [
          "A bus is a shared journey: following a route set by others, together with people you did not choose.",
          "Missing the bus or riding the wrong one often reflects worry about keeping pace with others, or being on a path that is not yours.",
        ],
      },
      uk: {
        name: "автобус",
        meanings: [
          "Автобус — це спільна подорож: маршрут, визначений іншими, разом із людьми, яких ви не обирали.",
          "Спізнитися на автобус чи сісти не в той часто означає тривогу через те, що ви не встигаєте за іншими або йдете не своїм шляхом.",
        ],
      },
      fr: {
        name: "le bus",
        meanings: [
          "Le bus est un trajet partagé : suivre un itinéraire fixé par d’autres, avec des gens que vous n’avez pas choisis.",
          "Rater le bus ou se tromper de ligne reflète souvent la crainte de ne pas suivre le rythme des autres, ou d’être sur un chemin qui n’est pas le vôtre.",
        ],
      },
      de: {
        name: "Bus",
        meanings: [
          "Ein Bus ist eine geteilte Reise: einer Route folgen, die andere festgelegt haben, mit Menschen, die Sie nicht ausgesucht haben.",
          "Den Bus zu verpassen oder in den falschen zu steigen spiegelt oft die Sorge, mit anderen nicht Schritt zu halten oder auf einem fremden Weg zu sein.",
        ],
      },
      es: {
        name: "el autobús",
        meanings: [
          "El autobús es un viaje compartido: seguir una ruta marcada por otros, junto a personas que no elegiste.",
          "Perder el autobús o subir al equivocado suele reflejar la preocupación por no seguir el ritmo de los demás o por ir por un camino que no es el tuyo.",
        ],
      },
    },
  },
  {
    id: "bicycle",
    category: "travel",
    cues: {
      en: "bicycle* bike bikes cycling",
      uk: "велосипед* ровер*",
      fr: "vélo vélos bicyclette*",
      de: "fahrrad* fahrräder rad",
      es: "bicicleta* bici bicis",
    },
    text: {
      en: {
        name: "bicycle",
        meanings: [
          "A bicycle is progress under your own power: balance, effort and independence.",
          "Riding easily suggests you have found a good balance in life; wobbling or falling, that you are juggling too much at once.",
        ],
      },
      uk: {
        name: "велосипед",
        meanings: [
          "Велосипед — це рух уперед власними силами: рівновага, зусилля і незалежність.",
          "Легка їзда говорить, що ви знайшли добрий баланс у житті, хитання чи падіння — що ви тримаєте забагато всього одночасно.",
        ],
      },
      fr: {
        name: "le vélo",
        meanings: [
          "Le vélo, c’est avancer par ses propres forces : équilibre, effort et indépendance.",
          "Rouler avec aisance suggère que vous avez trouvé un bon équilibre ; vaciller ou tomber, que vous jonglez avec trop de choses à la fois.",
        ],
      },
      de: {
        name: "Fahrrad",
        meanings: [
          "Ein Fahrrad ist Vorankommen aus eigener Kraft: Gleichgewicht, Anstrengung und Unabhängigkeit.",
          "Leicht zu fahren spricht für eine gute Balance im Leben, Schlingern oder Stürzen dafür, dass Sie zu viel auf einmal jonglieren.",
        ],
      },
      es: {
        name: "la bicicleta",
        meanings: [
          "La bicicleta es avanzar con tu propia fuerza: equilibrio, esfuerzo e independencia.",
          "Pedalear con soltura sugiere que has encontrado un buen equilibrio; tambalearte o caerte, que haces malabares con demasiadas cosas a la vez.",
        ],
      },
    },
  },
  {
    id: "road",
    category: "travel",
    cues: {
      en: "road roads path paths highway* motorway* crossroad*",
      // "дорога" is also the feminine of "dear"; the road is far more common.
      uk: "дорога дороги дорогу дорогою дорозі доріг шлях шляху шляхом стежк* траса траси трасу трасі перехрест*",
      fr: "route routes chemin chemins autoroute* sentier* carrefour*",
      // "Weg" alone is mostly "away"; compounds (Feldweg) come through "*weg".
      de: "wege weges *weg pfad* autobahn* landstraße* kreuzung* !hinweg !vorweg !durchweg",
      es: "carretera* camino caminos sendero* autopista*",
    },
    text: {
      en: {
        name: "road",
        meanings: [
          "A road is your path in life: where you are heading, and how clear or difficult the way feels right now.",
          "A crossroads marks a decision; a blocked or vanishing road, doubt or an obstacle you have not yet found a way around.",
        ],
      },
      uk: {
        name: "дорога",
        meanings: [
          "Дорога — це ваш життєвий шлях: куди ви прямуєте і наскільки ясним чи важким він зараз здається.",
          "Перехрестя позначає рішення, заблокована чи зникла дорога — сумнів або перешкоду, яку ви ще не навчилися обходити.",
        ],
      },
      fr: {
        name: "la route",
        meanings: [
          "La route est votre chemin de vie : la direction que vous prenez, et la clarté ou la difficulté du trajet en ce moment.",
          "Un carrefour marque une décision ; une route barrée ou qui disparaît, un doute ou un obstacle que vous n’avez pas encore su contourner.",
        ],
      },
      de: {
        name: "Weg",
        meanings: [
          "Ein Weg ist Ihr Lebensweg: wohin Sie unterwegs sind und wie klar oder mühsam er sich gerade anfühlt.",
          "Eine Kreuzung markiert eine Entscheidung, ein versperrter oder verschwindender Weg einen Zweifel oder ein Hindernis, für das Sie noch keinen Umweg kennen.",
        ],
      },
      es: {
        name: "el camino",
        meanings: [
          "El camino es tu trayecto vital: hacia dónde vas y lo claro o difícil que se siente ahora mismo.",
          "Un cruce marca una decisión; un camino cortado o que desaparece, una duda o un obstáculo que aún no has sabido rodear.",
        ],
      },
    },
  },
  {
    id: "bridge",
    category: "travel",
    cues: {
      en: "bridge*",
      // "міст" is also the genitive plural of місто (city); the bridge keeps it.
      uk: "міст мосту мостом мости мостів мості містк*",
      fr: "pont ponts passerelle*",
      de: "brücke* *brücke",
      es: "puente* pasarela*",
    },
    text: {
      en: {
        name: "bridge",
        meanings: [
          "A bridge is a connection and a transition: between two phases of life, two people or two sides of yourself.",
          "A solid bridge suggests confidence in the change; a shaky or broken one, fear that the way across will not hold.",
        ],
      },
      uk: {
        name: "міст",
        meanings: [
          "Міст — це зв’язок і перехід: між двома етапами життя, двома людьми чи двома вашими сторонами.",
          "Міцний міст свідчить про впевненість у змінах, хиткий чи зруйнований — про страх, що перехід не витримає.",
        ],
      },
      fr: {
        name: "le pont",
        meanings: [
          "Le pont est un lien et un passage : entre deux étapes de vie, deux personnes ou deux côtés de vous-même.",
          "Un pont solide suggère la confiance dans le changement ; un pont branlant ou brisé, la peur que le passage ne tienne pas.",
        ],
      },
      de: {
        name: "Brücke",
        meanings: [
          "Eine Brücke ist Verbindung und Übergang: zwischen zwei Lebensphasen, zwei Menschen oder zwei Seiten von Ihnen.",
          "Eine feste Brücke spricht für Vertrauen in den Wandel, eine wacklige oder zerstörte für die Angst, dass der Übergang nicht trägt.",
        ],
      },
      es: {
        name: "el puente",
        meanings: [
          "Un puente es conexión y transición: entre dos etapas de la vida, dos personas o dos lados de ti.",
          "Un puente sólido sugiere confianza en el cambio; uno inestable o roto, miedo a que el paso no aguante.",
        ],
      },
    },
  },
  {
    id: "journey",
    category: "travel",
    cues: {
      en: "journey* travel* trip trips voyage*",
      uk: "подорож* мандр* поїздк* відпустк*",
      fr: "voyage* périple* vacances excursion*",
      // "*reise" would take Preise (prices) and Kreise (circles).
      de: "reise* *reise !preis* !kreis* urlaub* ausflug*",
      es: "viaj* vacaciones excursión*",
    },
    text: {
      en: {
        name: "journey",
        meanings: [
          "A journey is personal development: you are on the way from one state to another, and the dream shows how the trip feels.",
          "Excitement on the road suggests openness to change; endless delays or lost tickets, frustration that progress is slower than you want.",
        ],
      },
      uk: {
        name: "подорож",
        meanings: [
          "Подорож — це особистий розвиток: ви в дорозі від одного стану до іншого, і сон показує, яка вона на відчуття.",
          "Радісне хвилювання в дорозі говорить про відкритість до змін, нескінченні затримки чи загублені квитки — про досаду, що поступ повільніший, ніж хочеться.",
        ],
      },
      fr: {
        name: "le voyage",
        meanings: [
          "Le voyage, c’est le développement personnel : vous êtes en route d’un état vers un autre, et le rêve montre comment se passe le trajet.",
          "L’enthousiasme en chemin suggère une ouverture au changement ; retards sans fin ou billets perdus, la frustration d’avancer moins vite que voulu.",
        ],
      },
      de: {
        name: "Reise",
        meanings: [
          "Eine Reise ist persönliche Entwicklung: Sie sind unterwegs von einem Zustand in einen anderen, und der Traum zeigt, wie sich der Weg anfühlt.",
          "Vorfreude unterwegs spricht für Offenheit für Wandel, endlose Verspätungen oder verlorene Tickets für Frust, dass es langsamer vorangeht als gewünscht.",
        ],
      },
      es: {
        name: "el viaje",
        meanings: [
          "Un viaje es desarrollo personal: vas de un estado a otro, y el sueño muestra cómo se siente el trayecto.",
          "La ilusión en el camino sugiere apertura al cambio; retrasos sin fin o billetes perdidos, frustración porque avanzas más despacio de lo que quieres.",
        ],
      },
    },
  },
  {
    id: "luggage",
    category: "travel",
    cues: {
      en: "luggage suitcase* baggage backpack*",
      uk: "валіз* багаж* рюкзак*",
      fr: "valise* bagage* sac+à+dos",
      de: "koffer* gepäck* rucksack*",
      es: "maleta* equipaje* mochila*",
    },
    text: {
      en: {
        name: "luggage",
        meanings: [
          "Luggage is what you carry with you: responsibilities, memories and emotional baggage from the past.",
          "Heavy bags suggest you are carrying too much; lost luggage, a fear of losing your identity, or relief at letting something go.",
        ],
      },
      uk: {
        name: "багаж",
        meanings: [
          "Багаж — це те, що ви несете з собою: обов’язки, спогади та емоційний вантаж минулого.",
          "Важкі валізи говорять, що ви несете забагато, загублений багаж — страх утратити себе або полегшення від того, що щось можна відпустити.",
        ],
      },
      fr: {
        name: "les bagages",
        meanings: [
          "Les bagages, c’est ce que vous transportez : responsabilités, souvenirs et bagage affectif du passé.",
          "Des valises lourdes suggèrent que vous portez trop ; des bagages perdus, la peur de perdre votre identité, ou le soulagement de lâcher quelque chose.",
        ],
      },
      de: {
        name: "Gepäck",
        meanings: [
          "Gepäck ist das, was Sie mit sich tragen: Verantwortung, Erinnerungen und seelischen Ballast aus der Vergangenheit.",
          "Schwere Koffer sprechen dafür, dass Sie zu viel tragen, verlorenes Gepäck für die Angst, die eigene Identität zu verlieren, oder Erleichterung, etwas loszulassen.",
        ],
      },
      es: {
        name: "el equipaje",
        meanings: [
          "El equipaje es lo que llevas contigo: responsabilidades, recuerdos y el peso emocional del pasado.",
          "Maletas pesadas sugieren que cargas demasiado; un equipaje perdido, miedo a perder tu identidad o alivio al soltar algo.",
        ],
      },
    },
  },
  {
    id: "accident",
    category: "travel",
    cues: {
      en: "accident* crash* collision* wreck*",
      uk: "аварі* катастроф* зіткнен*",
      fr: "accident* collision* carambolage*",
      de: "unfall* unfälle *unfall zusammenstoß* absturz* abgestürzt* crash",
      es: "accidente* choque* chocó chocamos chocaba estrelló estrellamos colisión",
    },
    text: {
      en: {
        name: "accident",
        meanings: [
          "An accident points to fear of losing control, or a collision of interests in your life that you see coming.",
          "It can also be a warning from yourself to slow down: you may be rushing, overloaded or taking risks you have not thought through.",
        ],
      },
      uk: {
        name: "аварія",
        meanings: [
          "Аварія вказує на страх утратити контроль або на зіткнення інтересів у вашому житті, яке ви передчуваєте.",
          "Це може бути й власне застереження сповільнитися: можливо, ви поспішаєте, перевантажені чи ризикуєте, не подумавши.",
        ],
      },
      fr: {
        name: "l’accident",
        meanings: [
          "Un accident renvoie à la peur de perdre le contrôle, ou à une collision d’intérêts que vous voyez venir dans votre vie.",
          "Ce peut être aussi votre propre avertissement de ralentir : vous vous pressez peut-être, surchargé, ou prenez des risques mal mesurés.",
        ],
      },
      de: {
        name: "Unfall",
        meanings: [
          "Ein Unfall weist auf die Angst vor Kontrollverlust hin oder auf einen Zusammenprall von Interessen, den Sie kommen sehen.",
          "Er kann auch Ihre eigene Warnung sein, langsamer zu machen: Vielleicht hetzen Sie, sind überlastet oder gehen unbedachte Risiken ein.",
        ],
      },
      es: {
        name: "el accidente",
        meanings: [
          "Un accidente apunta al miedo a perder el control o a un choque de intereses en tu vida que ves venir.",
          "También puede ser tu propio aviso para ir más despacio: quizá vas con prisas, sobrecargado o asumes riesgos sin pensarlos.",
        ],
      },
    },
  },
];
