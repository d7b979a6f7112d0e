// Elements and weather. Cue syntax: see `Cues` in ./types.ts.
import type { DreamSymbol } from "./types";

export const ELEMENTS: readonly DreamSymbol[] = [
  {
    id: "water",
    category: "elements",
    cues: {
      en: "water waters watery underwater",
      // "водо*" also takes водоспад and водойма, which are water too; "вод*"
      // would take водій (driver) and водночас (at once).
      uk: "вода води воді воду водою вод водам водами водах водичка водички водичку водо* водян*",
      fr: "eau eaux aquatique aquatiques",
      de: "wasser* *wasser gewässer",
      es: "agua aguas acuático acuática acuáticos acuáticas",
    },
    text: {
      en: {
        name: "water",
        meanings: [
          "Water usually mirrors your emotional life: clear, calm water points to feelings you can see and accept, while murky or rising water suggests emotions that are harder to contain.",
          "Water also stands for cleansing and renewal, a wish to wash something off and begin again.",
          "How you moved in the water matters: floating with it hints at trust, struggling against it at resistance to what you feel.",
        ],
      },
      uk: {
        name: "вода",
        meanings: [
          "Вода здебільшого віддзеркалює ваше емоційне життя: чиста й спокійна вода говорить про почуття, які ви бачите і приймаєте, а каламутна чи прибутна — про емоції, які важко втримати.",
          "Вода також означає очищення й оновлення, бажання щось змити з себе і почати наново.",
          "Важливо, як ви поводилися у воді: якщо пливли за течією — це довіра, якщо боролися з нею — опір власним почуттям.",
        ],
      },
      fr: {
        name: "l’eau",
        meanings: [
          "L’eau reflète le plus souvent votre vie émotionnelle : claire et calme, elle évoque des sentiments que vous voyez et acceptez ; trouble ou montante, des émotions difficiles à contenir.",
          "L’eau parle aussi de purification et de renouveau, du désir de se laver de quelque chose pour repartir.",
          "Votre manière d’y évoluer compte : vous laisser porter suggère la confiance, lutter contre le courant une résistance à ce que vous ressentez.",
        ],
      },
      de: {
        name: "Wasser",
        meanings: [
          "Wasser spiegelt meist das Gefühlsleben: Klares, ruhiges Wasser steht für Gefühle, die Sie sehen und annehmen, trübes oder steigendes für Emotionen, die schwer zu halten sind.",
          "Wasser steht auch für Reinigung und Erneuerung, für den Wunsch, etwas abzuwaschen und neu anzufangen.",
          "Wichtig ist, wie Sie sich darin bewegt haben: Sich tragen lassen deutet auf Vertrauen, gegen die Strömung kämpfen auf Widerstand gegen die eigenen Gefühle.",
        ],
      },
      es: {
        name: "el agua",
        meanings: [
          "El agua suele reflejar tu vida emocional: clara y tranquila habla de sentimientos que ves y aceptas; turbia o creciente, de emociones difíciles de contener.",
          "El agua también simboliza limpieza y renovación, el deseo de lavar algo y empezar de nuevo.",
          "Importa cómo te movías en ella: dejarte llevar sugiere confianza; luchar contra la corriente, resistencia a lo que sientes.",
        ],
      },
    },
  },
  {
    id: "rain",
    category: "elements",
    cues: {
      // "rainbow*" is longer and wins for the rainbow.
      en: "rain* downpour drizzle drizzling raindrop raindrops",
      uk: "дощ дощу дощем дощі дощів дощик* дощов* злива зливи зливу зливою мряка мжичка",
      // "plu" (it rained) is left out: it is also the participle of "plaire".
      fr: "pluie pluies pleut pleuvait pleuvoir pluvieux pluvieuse averse averses bruine",
      de: "regen* *regen regnet regnete regneten regnen geregnet regnerisch*",
      es: "lluvia lluvias llueve llovía llovió llover lloviendo llovizna aguacero chaparrón",
    },
    text: {
      en: {
        name: "rain",
        meanings: [
          "Rain often stands for release: tears that have not been shed, or tension finally letting go.",
          "A soft rain can mean renewal and growth after a dry stretch; a cold, endless rain points to low spirits or a feeling of being worn down.",
        ],
      },
      uk: {
        name: "дощ",
        meanings: [
          "Дощ часто означає вивільнення: невиплакані сльози або напругу, що нарешті відпускає.",
          "Тихий дощ може віщувати оновлення й ріст після виснажливого періоду, а холодний і нескінченний — пригнічений настрій чи втому.",
        ],
      },
      fr: {
        name: "la pluie",
        meanings: [
          "La pluie évoque souvent une libération : des larmes retenues, ou une tension qui se relâche enfin.",
          "Une pluie douce annonce un renouveau après une période aride ; une pluie froide et interminable, une humeur basse ou une fatigue accumulée.",
        ],
      },
      de: {
        name: "Regen",
        meanings: [
          "Regen steht oft für Entlastung: ungeweinte Tränen oder eine Anspannung, die sich endlich löst.",
          "Sanfter Regen kann Erneuerung und Wachstum nach einer trockenen Zeit bedeuten, kalter Dauerregen eher gedrückte Stimmung oder Erschöpfung.",
        ],
      },
      es: {
        name: "la lluvia",
        meanings: [
          "La lluvia suele hablar de desahogo: lágrimas no lloradas o una tensión que por fin se suelta.",
          "Una lluvia suave puede anunciar renovación tras una etapa seca; una lluvia fría e interminable, desánimo o cansancio acumulado.",
        ],
      },
    },
  },
  {
    id: "storm",
    category: "elements",
    cues: {
      en: "storm* thunderstorm* hurricane* tornado* typhoon* tempest*",
      // "бурі" is also the plural of the rare adjective бурий (brown).
      uk: "буря бурі бурю бурею шторм шторму штормом штормі ураган* смерч* торнадо негода негоду негоди",
      fr: "tempête tempêtes orage orages orageux orageuse ouragan* tornade* cyclone* tourmente",
      de: "sturm sturms stürme stürmisch* *sturm unwetter gewitter* orkan* tornado* hurrikan*",
      es: "tormenta tormentas tempestad* huracán huracanes tornado* ciclón ciclones",
    },
    text: {
      en: {
        name: "storm",
        meanings: [
          "A storm points to inner turbulence: anger, conflict or a build-up of tension that wants an outlet.",
          "Storms also pass. Watching one from shelter can mean you sense a crisis around you without being swept into it.",
        ],
      },
      uk: {
        name: "буря",
        meanings: [
          "Буря вказує на внутрішнє сум’яття: гнів, конфлікт або напругу, що накопичилася і шукає виходу.",
          "Бурі минають. Якщо ви спостерігали її з укриття, можливо, ви відчуваєте кризу довкола, але не даєте їй себе захопити.",
        ],
      },
      fr: {
        name: "la tempête",
        meanings: [
          "La tempête signale une agitation intérieure : colère, conflit ou tension accumulée qui cherche à s’exprimer.",
          "Les tempêtes passent. L’observer depuis un abri peut signifier que vous sentez une crise autour de vous sans vous y laisser emporter.",
        ],
      },
      de: {
        name: "Sturm",
        meanings: [
          "Ein Sturm deutet auf innere Aufruhr: Wut, Konflikt oder aufgestaute Spannung, die einen Ausweg sucht.",
          "Stürme ziehen vorüber. Ihn aus einem Schutz heraus zu beobachten kann heißen, dass Sie eine Krise spüren, ohne sich mitreißen zu lassen.",
        ],
      },
      es: {
        name: "la tormenta",
        meanings: [
          "La tormenta apunta a una agitación interior: enfado, conflicto o tensión acumulada que busca salida.",
          "Las tormentas pasan. Verla desde un refugio puede indicar que percibes una crisis a tu alrededor sin dejarte arrastrar por ella.",
        ],
      },
    },
  },
  {
    id: "lightning",
    category: "elements",
    cues: {
      en: "lightning thunder thunders thundered thundering thunderbolt* thunderclap*",
      uk: "блискавка блискавки блискавку блискавкою блискавці блискавок грім грому громом громи гримить гриміло гуркіт гроза грози грозу грозою",
      fr: "éclair éclairs foudre tonnerre tonnerres foudroyé foudroyée",
      // "blitz*" would take blitzschnell (lightning-fast), which is about speed.
      // Bare "Donner" is French "donner" (to give), so the noun needs a word before it.
      de: "blitz blitze blitzen blitzte blitzschlag der|den|dem|vom|ein|einen|lauter|lauten+donner donners donnerte donnerten donnern donnergrollen",
      es: "rayo rayos relámpago relámpagos trueno truenos tronaba centella centellas",
    },
    text: {
      en: {
        name: "lightning",
        meanings: [
          "Lightning is a sudden insight or shock: something becomes clear in an instant, or strikes before you can prepare.",
          "Thunder and lightning can also carry anger that has not been spoken, a charge in the air between you and someone else.",
        ],
      },
      uk: {
        name: "блискавка",
        meanings: [
          "Блискавка — це раптове осяяння або потрясіння: щось миттєво стає ясним або вражає раніше, ніж ви встигаєте підготуватися.",
          "Грім і блискавка можуть нести й невисловлений гнів, напругу, що висить у повітрі між вами та кимось іншим.",
        ],
      },
      fr: {
        name: "la foudre",
        meanings: [
          "La foudre est une révélation ou un choc soudain : quelque chose devient clair en un instant, ou frappe avant que vous ne soyez prêt.",
          "L’orage peut aussi porter une colère non dite, une électricité dans l’air entre vous et quelqu’un d’autre.",
        ],
      },
      de: {
        name: "Blitz",
        meanings: [
          "Ein Blitz ist eine plötzliche Einsicht oder ein Schock: Etwas wird schlagartig klar oder trifft Sie, bevor Sie sich wappnen können.",
          "Blitz und Donner können auch unausgesprochenen Ärger tragen, eine Spannung, die zwischen Ihnen und jemand anderem in der Luft liegt.",
        ],
      },
      es: {
        name: "el rayo",
        meanings: [
          "El rayo es una revelación o un golpe repentino: algo se aclara en un instante o te alcanza antes de que puedas prepararte.",
          "Truenos y relámpagos también pueden traer un enfado no dicho, una tensión que flota en el aire entre tú y otra persona.",
        ],
      },
    },
  },
  {
    id: "wind",
    category: "elements",
    cues: {
      en: "wind winds windy gust gusts gale gales breeze whirlwind",
      uk: "вітер вітру вітром вітрі вітри вітрів вітряний вітряна вітряно вихор вихору вихором",
      fr: "vent vents venteux venteuse rafale rafales bourrasque* tourbillon*",
      // "winden" (to wind, to writhe) is left out.
      de: "wind winde windes windig windige windigen böe böen wirbelwind",
      es: "viento vientos ventoso ventosa ventarrón ráfaga ráfagas remolino remolinos brisa",
    },
    text: {
      en: {
        name: "wind",
        meanings: [
          "Wind is change you cannot see, only feel: forces in your life that push you along or hold you back.",
          "A gentle breeze suggests fresh ideas and relief; a strong wind, pressure from outside or a sense of losing your footing.",
        ],
      },
      uk: {
        name: "вітер",
        meanings: [
          "Вітер — це зміни, яких не видно, але які відчуваєш: сили у вашому житті, що підганяють або стримують.",
          "Легкий вітерець говорить про свіжі ідеї та полегшення, сильний вітер — про тиск ззовні чи відчуття, що земля тікає з-під ніг.",
        ],
      },
      fr: {
        name: "le vent",
        meanings: [
          "Le vent, c’est le changement qu’on ne voit pas mais qu’on sent : des forces qui vous poussent en avant ou vous retiennent.",
          "Une brise légère évoque des idées neuves et un soulagement ; un vent violent, une pression extérieure ou la peur de perdre pied.",
        ],
      },
      de: {
        name: "Wind",
        meanings: [
          "Wind ist Veränderung, die man nicht sieht, nur spürt: Kräfte in Ihrem Leben, die Sie antreiben oder bremsen.",
          "Eine sanfte Brise steht für neue Ideen und Erleichterung, starker Wind für Druck von außen oder das Gefühl, den Halt zu verlieren.",
        ],
      },
      es: {
        name: "el viento",
        meanings: [
          "El viento es un cambio que no se ve, solo se siente: fuerzas de tu vida que te empujan o te frenan.",
          "Una brisa suave sugiere ideas nuevas y alivio; un viento fuerte, presión externa o la sensación de perder el equilibrio.",
        ],
      },
    },
  },
  {
    id: "fog",
    category: "elements",
    cues: {
      // English "mist" is also German "Mist" (rubbish, "damn"); kept for English.
      en: "fog fogs foggy mist misty haze hazy",
      uk: "туман туману туманом тумані туманний туманна туманне туманні імла імли імлу імлою",
      fr: "brouillard brouillards brume brumes brumeux brumeuse",
      de: "nebel nebels nebelig neblig neblige nebligen dunst",
      es: "niebla nieblas neblina bruma brumas brumoso brumosa",
    },
    text: {
      en: {
        name: "fog",
        meanings: [
          "Fog stands for uncertainty: a situation where you cannot yet see the way ahead, or do not want to look too closely.",
          "It can also be a pause: the mind asking you to slow down until things become clearer on their own.",
        ],
      },
      uk: {
        name: "туман",
        meanings: [
          "Туман символізує невизначеність: ситуацію, у якій ви ще не бачите дороги вперед або не хочете придивлятися.",
          "Це може бути й пауза: психіка просить сповільнитися, доки все не проясниться само.",
        ],
      },
      fr: {
        name: "le brouillard",
        meanings: [
          "Le brouillard représente l’incertitude : une situation où vous ne voyez pas encore le chemin, ou préférez ne pas regarder de trop près.",
          "Il peut aussi être une pause : l’esprit vous invite à ralentir jusqu’à ce que les choses s’éclaircissent d’elles-mêmes.",
        ],
      },
      de: {
        name: "Nebel",
        meanings: [
          "Nebel steht für Ungewissheit: eine Lage, in der Sie den Weg noch nicht sehen oder nicht so genau hinsehen möchten.",
          "Er kann auch eine Pause sein: Die Psyche bittet Sie, langsamer zu werden, bis sich die Dinge von selbst klären.",
        ],
      },
      es: {
        name: "la niebla",
        meanings: [
          "La niebla representa la incertidumbre: una situación en la que aún no ves el camino o prefieres no mirar demasiado de cerca.",
          "También puede ser una pausa: la mente te pide ir más despacio hasta que las cosas se aclaren solas.",
        ],
      },
    },
  },
  {
    id: "snow",
    category: "elements",
    cues: {
      en: "snow*",
      uk: "сніг снігу снігом сніги снігів снігов* снігопад* сніж* хуртовин* заметіль заметілі завірюх*",
      fr: "neige neiges neigeux neigeuse neigeait neiger flocon*",
      de: "schnee* *schnee verschneit*",
      es: "nieve nieves nevada nevadas nevaba nevando nevar nevó copos",
    },
    text: {
      en: {
        name: "snow",
        meanings: [
          "Snow can mean stillness and a fresh page: everything covered, quiet, waiting to be written on again.",
          "It can also point to feelings that have been put on ice, a coolness or distance in a relationship.",
        ],
      },
      uk: {
        name: "сніг",
        meanings: [
          "Сніг може означати тишу й чисту сторінку: усе вкрите, спокійне і чекає, щоб на ньому написали щось нове.",
          "Він також може вказувати на «заморожені» почуття, холодок чи дистанцію у стосунках.",
        ],
      },
      fr: {
        name: "la neige",
        meanings: [
          "La neige peut signifier le calme et la page blanche : tout est recouvert, silencieux, prêt à être réécrit.",
          "Elle peut aussi désigner des sentiments mis en sommeil, une froideur ou une distance dans une relation.",
        ],
      },
      de: {
        name: "Schnee",
        meanings: [
          "Schnee kann Stille und ein leeres Blatt bedeuten: Alles ist zugedeckt, ruhig und wartet darauf, neu beschrieben zu werden.",
          "Er kann auch auf Gefühle hinweisen, die auf Eis gelegt wurden, auf Kühle oder Abstand in einer Beziehung.",
        ],
      },
      es: {
        name: "la nieve",
        meanings: [
          "La nieve puede significar quietud y una página en blanco: todo cubierto, en silencio, esperando ser escrito de nuevo.",
          "También puede señalar sentimientos congelados, frialdad o distancia en una relación.",
        ],
      },
    },
  },
  {
    id: "ice",
    category: "elements",
    cues: {
      en: "ice icy iceberg* icicle* frozen frost frosty",
      // "кризі" is left out: it is also the locative of криза (crisis).
      uk: "лід льоду льодом льоді льоди льодяний льодяна льодяне льодяні льодов* крига криги кригу кригою замерзл* обмерзл*",
      // "glace" is also a mirror and ice cream; the ice reading is the common one.
      fr: "glace glaces glacé glacée glacés glacées glacial glaciale glacier* verglas gelé givre",
      // Never "eis*": it would take Eisen (iron), and suffixes would take Reis,
      // Kreis and Preis. Reise and heiß are different tokens.
      de: "eis eises eisig eisige eisigen eisiger eiskalt eiskalte eiskalten eisberg* eiszapfen gletscher* gefroren gefrorene gefrorenen frost",
      es: "hielo hielos helado helada helados heladas congelado congelada congelados congeladas glaciar* escarcha",
    },
    text: {
      en: {
        name: "ice",
        meanings: [
          "Ice is emotion held still: feelings frozen to keep them from hurting, or a relationship that has cooled.",
          "Walking on ice shows a situation where you have to move carefully, aware that the ground may not hold.",
        ],
      },
      uk: {
        name: "лід",
        meanings: [
          "Лід — це застиглі емоції: почуття, заморожені, щоб не боліло, або стосунки, що охололи.",
          "Ходіння по льоду вказує на ситуацію, у якій треба рухатися обережно, бо опора може не витримати.",
        ],
      },
      fr: {
        name: "la glace",
        meanings: [
          "La glace, ce sont des émotions figées : des sentiments gelés pour ne plus faire mal, ou une relation refroidie.",
          "Marcher sur la glace évoque une situation où il faut avancer prudemment, en sachant que le sol peut céder.",
        ],
      },
      de: {
        name: "Eis",
        meanings: [
          "Eis ist erstarrtes Gefühl: Emotionen, die eingefroren wurden, damit sie nicht wehtun, oder eine abgekühlte Beziehung.",
          "Auf Eis zu gehen zeigt eine Lage, in der Sie sich vorsichtig bewegen müssen, weil der Boden nachgeben könnte.",
        ],
      },
      es: {
        name: "el hielo",
        meanings: [
          "El hielo es emoción inmovilizada: sentimientos congelados para que no duelan, o una relación que se ha enfriado.",
          "Caminar sobre hielo muestra una situación en la que debes avanzar con cuidado, sabiendo que el suelo podría ceder.",
        ],
      },
    },
  },
  {
    id: "fire",
    category: "elements",
    cues: {
      // "fire" also means dismissal from a job; the element is the common reading.
      en: "fire fires fiery flame flames flaming burn burns burning burned burnt blaze ablaze wildfire* bonfire*",
      uk: "вогонь вогню вогнем вогні вогнище* полум'я полум'ям пожежа пожежі пожежу пожежею пожеж горів горіла горіло горіли палав палала палало палали згорів згоріла згоріло згоріли",
      fr: "feu feux incendie incendies flamme flammes enflammé* brûle brûlait brûlaient brûler brûlé brûlée brûlant brûlante",
      // German "Brand" only as a compound head (Waldbrand): English "brand" is common.
      de: "feuer* *feuer *brand brände brannte brannten brennt brennen brennend* verbrannt* flamme flammen",
      // "llama(s)" is left out: it also means "calls" and the animal.
      es: "fuego fuegos incendio incendios llamarada* ardía ardían arder ardiendo quemaba quemaban quemado quemada quemar hoguera*",
    },
    text: {
      en: {
        name: "fire",
        meanings: [
          "Fire is intensity: passion, anger or desire strong enough to warm you or to burn.",
          "Fire also transforms. What burns in a dream is often something you are ready, or afraid, to let go of.",
        ],
      },
      uk: {
        name: "вогонь",
        meanings: [
          "Вогонь — це сила почуттів: пристрасть, гнів чи бажання, здатні і зігріти, і обпекти.",
          "Вогонь також перетворює. Те, що горить уві сні, часто є чимось, що ви готові — або боїтеся — відпустити.",
        ],
      },
      fr: {
        name: "le feu",
        meanings: [
          "Le feu, c’est l’intensité : passion, colère ou désir assez forts pour réchauffer ou pour brûler.",
          "Le feu transforme aussi. Ce qui brûle dans un rêve est souvent ce que vous êtes prêt à lâcher, ou que vous avez peur de perdre.",
        ],
      },
      de: {
        name: "Feuer",
        meanings: [
          "Feuer steht für Intensität: Leidenschaft, Wut oder Sehnsucht, stark genug, um zu wärmen oder zu verbrennen.",
          "Feuer verwandelt auch. Was im Traum brennt, ist oft etwas, das Sie loslassen wollen oder zu verlieren fürchten.",
        ],
      },
      es: {
        name: "el fuego",
        meanings: [
          "El fuego es intensidad: pasión, ira o deseo tan fuertes que pueden dar calor o quemar.",
          "El fuego también transforma. Lo que arde en un sueño suele ser algo que estás listo para soltar o que temes perder.",
        ],
      },
    },
  },
  {
    id: "flood",
    category: "elements",
    cues: {
      en: "flood floods flooded flooding tsunami* deluge",
      uk: "повінь повені повінню потоп потопу потопом цунамі затоплен* затопило",
      // "crue" is left out: it is also "raw" and "believed".
      fr: "inondation* inondé inondée inondés inondées inondait déluge tsunami*",
      de: "flut fluten *flut überschwemmung* hochwasser tsunami* überflutet*",
      es: "inundación inundaciones inundado inundada inundados inundaba diluvio tsunami* riada",
    },
    text: {
      en: {
        name: "flood",
        meanings: [
          "A flood is the classic image of being overwhelmed: too much is happening at once, or feelings are spilling over their banks.",
          "After a flood the land is renewed. The dream may show a crisis that clears the way for something new.",
        ],
      },
      uk: {
        name: "повінь",
        meanings: [
          "Повінь — класичний образ перевантаження: забагато подій одночасно або почуття, що виходять з берегів.",
          "Після повені земля оновлюється. Сон може показувати кризу, яка розчищає місце для нового.",
        ],
      },
      fr: {
        name: "l’inondation",
        meanings: [
          "L’inondation est l’image classique du débordement : trop de choses à la fois, ou des émotions qui sortent de leur lit.",
          "Après une crue, la terre se renouvelle. Le rêve peut montrer une crise qui fait place à du neuf.",
        ],
      },
      de: {
        name: "Flut",
        meanings: [
          "Eine Flut ist das klassische Bild der Überforderung: Zu viel geschieht auf einmal, oder Gefühle treten über die Ufer.",
          "Nach einer Flut erneuert sich das Land. Der Traum kann eine Krise zeigen, die Platz für Neues schafft.",
        ],
      },
      es: {
        name: "la inundación",
        meanings: [
          "La inundación es la imagen clásica del desbordamiento: demasiadas cosas a la vez o emociones que se salen de su cauce.",
          "Tras una inundación la tierra se renueva. El sueño puede mostrar una crisis que deja sitio a algo nuevo.",
        ],
      },
    },
  },
  {
    id: "earthquake",
    category: "elements",
    cues: {
      en: "earthquake* quake quakes tremor tremors",
      uk: "землетрус*",
      fr: "tremblement|tremblements+de+terre séisme* secousse secousses",
      // "beben" alone is to tremble (a voice, hands).
      de: "erdbeben* *beben",
      es: "terremoto* sismo* seísmo* temblor temblores",
    },
    text: {
      en: {
        name: "earthquake",
        meanings: [
          "An earthquake shakes what seemed solid: a basic certainty in your life, a relationship or a plan, is being questioned.",
          "It often comes with big changes. What cracks may be something that no longer fitted the person you are becoming.",
        ],
      },
      uk: {
        name: "землетрус",
        meanings: [
          "Землетрус розхитує те, що здавалося непорушним: під сумнівом опиняється базова певність у вашому житті, стосунки чи план.",
          "Він часто супроводжує великі зміни. Те, що тріскається, може бути тим, що вже не пасує людині, якою ви стаєте.",
        ],
      },
      fr: {
        name: "le tremblement de terre",
        meanings: [
          "Un tremblement de terre ébranle ce qui semblait solide : une certitude de fond, une relation ou un projet est remis en question.",
          "Il accompagne souvent de grands changements. Ce qui se fissure ne correspond peut-être plus à la personne que vous devenez.",
        ],
      },
      de: {
        name: "Erdbeben",
        meanings: [
          "Ein Erdbeben erschüttert, was fest schien: Eine Grundgewissheit, eine Beziehung oder ein Plan wird infrage gestellt.",
          "Es begleitet oft große Veränderungen. Was Risse bekommt, passt vielleicht nicht mehr zu dem Menschen, der Sie gerade werden.",
        ],
      },
      es: {
        name: "el terremoto",
        meanings: [
          "Un terremoto sacude lo que parecía firme: una certeza básica de tu vida, una relación o un plan se pone en duda.",
          "Suele acompañar grandes cambios. Lo que se agrieta quizá ya no encaje con la persona en la que te estás convirtiendo.",
        ],
      },
    },
  },
];
