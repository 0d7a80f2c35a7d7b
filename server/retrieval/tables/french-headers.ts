/**
 * Headers written in French ("Kilométrage", "Coût entretien", "Carburant (L) Q2") read by an
 * English question ("the highest mileage", "maintenance cost", "fuel in Q2"): the header's words
 * put into English word by word, as a second name of the column, like a key line's meaning. Only
 * headers that read as French (an accent, or a French article or preposition) are translated, and
 * only common spreadsheet header words; a word not listed keeps its own spelling.
 */
const headerWords: Record<string, string> = {
  immatriculation: "registration plate",
  modele: "model",
  depot: "depot",
  achat: "purchase",
  kilometrage: "mileage",
  carburant: "fuel",
  cout: "cost",
  couts: "costs",
  entretien: "maintenance",
  responsable: "manager",
  nom: "name",
  prenom: "first name",
  nombre: "number",
  numero: "number",
  annee: "year",
  mois: "month",
  jour: "day",
  // Common header words of French sheets of any subject (places, people, money, time, measures).
  ville: "city",
  pays: "country",
  region: "region",
  adresse: "address",
  lieu: "place",
  musee: "museum",
  musees: "museums",
  visiteurs: "visitors",
  visites: "visits",
  habitants: "inhabitants",
  superficie: "area",
  prix: "price",
  tarif: "price",
  tarifs: "prices",
  plein: "full",
  reduit: "reduced",
  gratuit: "free",
  montant: "amount",
  quantite: "quantity",
  ventes: "sales",
  chiffre: "turnover",
  benefice: "profit",
  salaire: "salary",
  client: "customer",
  clients: "customers",
  fournisseur: "supplier",
  commande: "order",
  livraison: "delivery",
  employes: "employees",
  auteur: "author",
  titre: "title",
  editeur: "publisher",
  statut: "status",
  categorie: "category",
  duree: "duration",
  heure: "time",
  debut: "start",
  fin: "end",
  ouverture: "opening",
  ouvert: "open",
  ferme: "closed",
  semaine: "week",
  trimestre: "quarter",
  moyenne: "average",
  taille: "size",
  hauteur: "height",
  longueur: "length",
  largeur: "width",
  poids: "weight",
  vitesse: "speed",
  temperature: "temperature",
  lundi: "monday",
  mardi: "tuesday",
  mercredi: "wednesday",
  jeudi: "thursday",
  vendredi: "friday",
  samedi: "saturday",
  dimanche: "sunday",
};
/** Words that only join a French header's words ("Date d'achat", "Coût de l'entretien"). */
const joiners = new Set(["d", "de", "du", "des", "l", "la", "le", "les", "en", "et", "au", "aux"]);

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

const partsOf = (name: string) =>
  fold(name)
    .split(/[^a-z0-9]+/u)
    .filter(Boolean);

/** A header that reads as French: an accent, "d'" / "l'", or a French article or preposition. */
function readsFrench(name: string): boolean {
  return (
    /[àâçéèêëîïôûùüÿœ]/iu.test(name) || /\b(d'|l')\p{L}/iu.test(name) || partsOf(name).some((part) => joiners.has(part) && part.length > 1)
  );
}

/**
 * Each header in English words (null where nothing was translated), when the table's headers read
 * as French: one accented header makes "Carburant (L) Q1" beside it French too.
 */
export function englishHeaders(names: string[]): (string | null)[] {
  const french = names.some(readsFrench);
  return names.map((name) => (french ? englishHeader(name) : null));
}

function englishHeader(name: string): string | null {
  const parts = partsOf(name);
  let translated = false;
  const english = parts
    .filter((part) => !joiners.has(part))
    .map((part) => {
      const word = headerWords[part];
      if (word && word !== part) translated = true;
      return word ?? part;
    });
  return translated ? english.join(" ") : null;
}
