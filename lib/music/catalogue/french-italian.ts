import { composer, works } from "./piece";

const BERLIOZ = composer("berlioz", "Hector Berlioz", 1869, "Romantic");
const PAGANINI = composer("paganini", "Niccolò Paganini", 1840, "Romantic");
const ROSSINI = composer("rossini", "Gioachino Rossini", 1868, "Opera");
const VERDI = composer("verdi", "Giuseppe Verdi", 1901, "Opera");
const BIZET = composer("bizet", "Georges Bizet", 1875, "Opera");
const OFFENBACH = composer("offenbach", "Jacques Offenbach", 1880, "Operetta");
const GOUNOD = composer("gounod", "Charles Gounod", 1893, "Romantic");
const DELIBES = composer("delibes", "Léo Delibes", 1891, "Opera");
const MASSENET = composer("massenet", "Jules Massenet", 1912, "Opera");
const PONCHIELLI = composer("ponchielli", "Amilcare Ponchielli", 1886, "Opera");
const FRANCK = composer("franck", "César Franck", 1890, "Romantic");
const SAINT_SAENS = composer("saint-saens", "Camille Saint-Saëns", 1921, "Romantic");
const DUKAS = composer("dukas", "Paul Dukas", 1935, "Late Romantic");
const CHABRIER = composer("chabrier", "Emmanuel Chabrier", 1894, "Romantic");
const DEBUSSY = composer("debussy", "Claude Debussy", 1918, "Impressionism");
const SATIE = composer("satie", "Erik Satie", 1925, "Impressionism");
const RAVEL = composer("ravel", "Maurice Ravel", 1937, "Impressionism");
const FAURE = composer("faure", "Gabriel Fauré", 1924, "Late Romantic");
const CHAUSSON = composer("chausson", "Ernest Chausson", 1899, "Late Romantic");
const PUCCINI = composer("puccini", "Giacomo Puccini", 1924, "Opera");
const MASCAGNI = composer("mascagni", "Pietro Mascagni", 1945, "Opera");
const RESPIGHI = composer("respighi", "Ottorino Respighi", 1936, "Late Romantic");

export const FRENCH_AND_ITALIAN = [
  ...works(BERLIOZ, [
    [
      "Symphonie fantastique, Op. 14: V. Dream of a Witches' Sabbath",
      "10:00",
      ["frightened", "anxious", "mysterious", "excited"],
      ["magic", "death", "night", "ghost", "church"],
    ],
    [
      "Symphonie fantastique, Op. 14: IV. March to the Scaffold",
      "4:45",
      ["anxious", "excited", "frightened"],
      ["death", "war", "fear"],
    ],
    ["Symphonie fantastique, Op. 14: II. A Ball", "6:00", ["happy", "mysterious", "confused"], ["dance", "love"]],
  ]),
  ...works(PAGANINI, [["24 Caprices, Op. 1: No. 24 in A minor", "4:30", ["excited", "anxious"], ["fire", "magic"]]]),
  ...works(ROSSINI, [
    ["William Tell: Overture, Finale", "3:15", ["excited", "happy"], ["horse", "war"]],
    ["The Barber of Seville: Largo al factotum", "4:45", ["happy", "excited", "confused"], ["carnival", "love"]],
  ]),
  ...works(VERDI, [
    ["Messa da Requiem: Dies irae", "2:20", ["angry", "anxious", "excited"], ["death", "fear", "church", "storm"], "Choral"],
    ["La traviata: Libiamo ne' lieti calici", "3:00", ["happy", "excited"], ["love", "dance"]],
    [
      "Nabucco: Va, pensiero (Chorus of the Hebrew Slaves)",
      "4:45",
      ["nostalgic", "sad", "peaceful"],
      ["home", "flying", "journey"],
    ],
    ["Rigoletto: La donna è mobile", "2:20", ["happy"], ["love", "wind"]],
    ["Il trovatore: Anvil Chorus", "3:00", ["happy", "excited"], ["fire", "dawn"]],
  ]),
  ...works(BIZET, [
    ["Carmen: Prelude", "2:20", ["excited", "happy"], ["dance", "carnival"]],
    ["Carmen: Habanera (L'amour est un oiseau rebelle)", "4:30", ["mysterious", "happy"], ["love", "birds", "dance"]],
    ["Les pêcheurs de perles: Au fond du temple saint", "5:30", ["peaceful", "sad"], ["church", "sea", "love"]],
    ["L'Arlésienne Suite No. 2: Farandole", "3:30", ["excited", "happy"], ["dance", "sun"], "Romantic"],
  ]),
  ...works(OFFENBACH, [
    ["Orphée aux enfers: Galop infernal (Can-can)", "2:20", ["excited", "happy"], ["dance", "carnival"]],
    ["Les contes d'Hoffmann: Barcarolle", "3:30", ["peaceful", "mysterious"], ["night", "love", "river"]],
  ]),
  ...works(GOUNOD, [["Funeral March of a Marionette", "4:30", ["mysterious", "happy", "confused"], ["death", "carnival"]]]),
  ...works(DELIBES, [["Lakmé: Flower Duet", "4:00", ["peaceful"], ["river", "garden"]]]),
  ...works(MASSENET, [["Thaïs: Méditation", "5:30", ["peaceful", "sad"], ["church", "love"]]]),
  ...works(PONCHIELLI, [["La Gioconda: Dance of the Hours", "9:30", ["happy", "excited"], ["dance", "dawn", "night"]]]),
  ...works(FRANCK, [
    ["Panis angelicus", "4:00", ["peaceful"], ["church", "sky"], "Choral"],
    ["Violin Sonata in A major: IV. Allegretto poco mosso", "6:30", ["happy"], ["love", "spring"]],
  ]),
  ...works(SAINT_SAENS, [
    ["The Carnival of the Animals: The Swan", "3:00", ["peaceful", "sad"], ["birds", "river"]],
    ["The Carnival of the Animals: Aquarium", "2:20", ["mysterious", "peaceful"], ["sea", "magic"]],
    ["The Carnival of the Animals: Introduction and Royal March of the Lion", "2:10", ["happy"], ["carnival", "castle"]],
    ["The Carnival of the Animals: Fossils", "1:20", ["happy", "excited", "confused"], ["carnival"]],
    ["The Carnival of the Animals: Finale", "2:00", ["happy", "excited"], ["carnival", "dance"]],
    ["Danse macabre, Op. 40", "7:00", ["mysterious", "anxious", "excited", "frightened"], ["death", "dance", "night", "ghost"]],
    ["Symphony No. 3 “Organ”, Op. 78: Finale", "7:30", ["excited", "happy"], ["church", "sky"]],
  ]),
  ...works(DUKAS, [["The Sorcerer's Apprentice", "11:00", ["confused", "mysterious", "excited", "anxious"], ["magic", "river"]]]),
  ...works(CHABRIER, [["España", "6:30", ["excited", "happy"], ["dance", "sun"]]]),
  ...works(DEBUSSY, [
    ["Suite bergamasque: III. Clair de lune", "5:00", ["peaceful", "sad", "mysterious"], ["moon", "night"]],
    ["Rêverie, L. 68", "4:30", ["peaceful"], ["night", "sky"]],
    ["Arabesque No. 1 in E major", "4:30", ["peaceful", "happy"], ["river", "garden"]],
    ["La mer: III. Dialogue du vent et de la mer", "8:30", ["excited", "anxious", "mysterious"], ["sea", "wind", "storm"]],
    ["La mer: I. De l'aube à midi sur la mer", "9:00", ["mysterious", "peaceful"], ["sea", "dawn", "sun"]],
    ["Prélude à l'après-midi d'un faune", "10:00", ["peaceful", "mysterious"], ["forest", "sun", "magic"]],
    ["Préludes, Book I: La fille aux cheveux de lin", "2:30", ["peaceful", "nostalgic"], ["love", "garden"]],
    ["Préludes, Book I: La cathédrale engloutie", "6:00", ["mysterious"], ["sea", "church"]],
    ["Préludes, Book I: Voiles", "3:45", ["mysterious", "confused"], ["sea", "wind"]],
    ["Préludes, Book I: Des pas sur la neige", "4:00", ["sad", "mysterious"], ["winter", "journey"]],
    ["Préludes, Book I: Ce qu'a vu le vent d'ouest", "3:30", ["anxious", "excited"], ["wind", "storm", "sea"]],
    ["Children's Corner: The Snow Is Dancing", "2:45", ["mysterious", "anxious"], ["winter", "child", "dance"]],
    ["Children's Corner: Golliwogg's Cake-walk", "3:00", ["happy", "confused"], ["child", "dance"]],
    ["Estampes: Jardins sous la pluie", "3:45", ["excited", "happy"], ["garden", "rain"]],
    ["Nocturnes: Nuages", "7:30", ["mysterious", "peaceful"], ["sky", "night"]],
    ["Préludes, Book II: Brouillards", "3:00", ["confused", "mysterious"], ["sky", "autumn"]],
  ]),
  ...works(SATIE, [
    ["Gymnopédie No. 1", "3:30", ["peaceful", "sad", "nostalgic"], ["sky", "dance"]],
    ["Gymnopédie No. 3", "2:30", ["sad", "peaceful"], ["night", "dance"]],
    ["Gnossienne No. 1", "3:45", ["mysterious", "confused"], ["magic", "night"]],
    ["Gnossienne No. 3", "2:45", ["mysterious", "sad", "confused"], ["magic", "journey"]],
    ["Je te veux", "5:00", ["happy"], ["love", "dance"]],
  ]),
  ...works(RAVEL, [
    ["Boléro", "15:00", ["excited", "mysterious"], ["dance", "fire"]],
    ["Pavane pour une infante défunte", "6:30", ["sad", "peaceful", "nostalgic"], ["death", "castle", "dance"]],
    ["Daphnis et Chloé: Lever du jour", "5:30", ["peaceful", "happy"], ["dawn", "birds", "river"], "Ballet"],
    ["Jeux d'eau", "5:30", ["happy", "peaceful"], ["river", "sun"]],
    ["Gaspard de la nuit: Ondine", "6:30", ["mysterious"], ["river", "magic", "night", "love"]],
    ["Gaspard de la nuit: Le Gibet", "6:30", ["sad", "mysterious", "frightened"], ["death", "church", "night"]],
    [
      "Gaspard de la nuit: Scarbo",
      "9:00",
      ["frightened", "anxious", "excited", "mysterious"],
      ["night", "ghost", "magic", "fear"],
    ],
    ["Ma mère l'Oye: Le jardin féerique", "3:30", ["peaceful", "happy"], ["garden", "magic", "child"]],
    ["La valse", "12:30", ["anxious", "excited", "confused"], ["dance", "war"]],
    ["Miroirs: Une barque sur l'océan", "7:00", ["mysterious", "peaceful"], ["sea", "journey"]],
    ["Miroirs: Oiseaux tristes", "4:00", ["sad", "mysterious"], ["birds", "forest"]],
  ]),
  ...works(FAURE, [
    ["Pavane, Op. 50", "6:30", ["sad", "peaceful"], ["dance", "garden"]],
    ["Requiem, Op. 48: In paradisum", "3:30", ["peaceful"], ["church", "death", "sky"], "Choral"],
    ["Requiem, Op. 48: Pie Jesu", "3:30", ["peaceful", "sad"], ["church", "death"], "Choral"],
    ["Élégie, Op. 24", "7:00", ["sad"], ["death"]],
    ["Après un rêve, Op. 7 No. 1", "3:00", ["sad", "nostalgic", "peaceful"], ["love", "night", "sky"], "Art song"],
    ["Sicilienne, Op. 78", "4:00", ["peaceful", "mysterious"], ["dance", "sea"]],
    ["Clair de lune, Op. 46 No. 2", "3:00", ["peaceful", "mysterious"], ["moon", "night", "garden"], "Art song"],
  ]),
  ...works(CHAUSSON, [["Poème, Op. 25", "16:00", ["mysterious", "sad"], ["love", "night"]]]),
  ...works(PUCCINI, [
    ["Gianni Schicchi: O mio babbino caro", "2:30", ["peaceful", "sad"], ["love", "river", "home"]],
    ["Turandot: Nessun dorma", "3:00", ["excited", "happy"], ["night", "sky", "dawn", "love"]],
    ["Madama Butterfly: Humming Chorus", "3:00", ["peaceful", "mysterious"], ["night", "sea", "home"]],
  ]),
  ...works(MASCAGNI, [["Cavalleria rusticana: Intermezzo", "3:30", ["peaceful", "sad"], ["church", "spring"]]]),
  ...works(RESPIGHI, [
    ["Pines of Rome: III. The Pines of the Janiculum", "7:00", ["peaceful", "mysterious"], ["night", "moon", "birds", "forest"]],
  ]),
];
