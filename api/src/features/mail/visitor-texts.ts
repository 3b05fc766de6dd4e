import type { ItemType, Language } from '@rental/shared/contracts';

/** The confirmation a visitor receives, in each language of the site. */
interface VisitorTexts {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  /** What separates a label from its value: French puts a (non-breaking) space before the colon. */
  colon: string;
  intro: string;
  reference: string;
  referenceHint: string;
  summary: string;
  company: string;
  deliveryDate: string;
  /** The first date's label when the visitor picks the items up. */
  pickUpDate: string;
  rentalDays: string;
  delivery: string;
  pickUp: string;
  items: string;
  itemTypes: Record<ItemType, string>;
  nextHeading: string;
  nextSteps: readonly string[];
  questions: (phone: string, opens: string, closes: string) => string;
  signature: (company: string) => string;
  footer: string;
}

export const visitorTexts: Record<Language, VisitorTexts> = {
  en: {
    subject: (reference) => `We received your quote request ${reference}`,
    greeting: (name) => `Hello ${name},`,
    colon: ': ',
    intro: 'Thank you for your quote request. Our team has received it and is preparing your quote.',
    reference: 'Your reference',
    referenceHint: 'Please mention it whenever you contact us about this request.',
    summary: 'Summary of your request',
    company: 'Company',
    deliveryDate: 'Delivery date',
    pickUpDate: 'Pick-up date',
    rentalDays: 'Rental days',
    delivery: 'Delivery',
    pickUp: 'You pick up the items at our warehouse',
    items: 'Items',
    itemTypes: { equipment: 'Equipment', service: 'Service', package: 'Package' },
    nextHeading: 'What happens next',
    nextSteps: [
      'We check that every item is available for your dates.',
      'We send you a detailed quote by e-mail, usually within one business day.',
      'Once you approve it, we confirm your booking and arrange delivery or pick-up.',
    ],
    questions: (phone, opens, closes) =>
      `Questions? Reply to this e-mail or call us at ${phone} (Monday to Friday, ${opens}–${closes}).`,
    signature: (company) => `The ${company} team`,
    footer:
      'You are receiving this e-mail because a quote was requested with this address on our website. If it was not you, you can simply ignore it.',
  },
  fr: {
    subject: (reference) => `Nous avons bien reçu votre demande de devis ${reference}`,
    greeting: (name) => `Bonjour ${name},`,
    colon: '\u00a0: ',
    intro: 'Merci pour votre demande de devis. Notre équipe l’a bien reçue et prépare votre devis.',
    reference: 'Votre référence',
    referenceHint: 'Merci de la rappeler chaque fois que vous nous contactez au sujet de cette demande.',
    summary: 'Récapitulatif de votre demande',
    company: 'Société',
    deliveryDate: 'Date de livraison',
    pickUpDate: 'Date de retrait',
    rentalDays: 'Nombre de jours de location',
    delivery: 'Livraison',
    pickUp: 'Vous retirez le matériel à notre entrepôt',
    items: 'Articles',
    itemTypes: { equipment: 'Équipement', service: 'Service', package: 'Forfait' },
    nextHeading: 'Et ensuite ?',
    nextSteps: [
      'Nous vérifions la disponibilité de chaque article pour vos dates.',
      'Nous vous envoyons un devis détaillé par e-mail, en général sous un jour ouvré.',
      'Dès votre accord, nous confirmons la réservation et organisons la livraison ou le retrait.',
    ],
    questions: (phone, opens, closes) =>
      `Une question ? Répondez à cet e-mail ou appelez-nous au ${phone} (du lundi au vendredi, de ${opens} à ${closes}).`,
    signature: (company) => `L’équipe ${company}`,
    footer:
      'Vous recevez cet e-mail parce qu’une demande de devis a été faite avec cette adresse sur notre site. Si ce n’est pas vous, ignorez simplement ce message.',
  },
  es: {
    subject: (reference) => `Hemos recibido su solicitud de cotización ${reference}`,
    greeting: (name) => `Hola, ${name}:`,
    colon: ': ',
    intro:
      'Gracias por su solicitud de cotización. Nuestro equipo la ha recibido y está preparando su cotización.',
    reference: 'Su referencia',
    referenceHint: 'Menciónela siempre que se comunique con nosotros sobre esta solicitud.',
    summary: 'Resumen de su solicitud',
    company: 'Empresa',
    deliveryDate: 'Fecha de entrega',
    pickUpDate: 'Fecha de recogida',
    rentalDays: 'Días de alquiler',
    delivery: 'Entrega',
    pickUp: 'Usted recoge el material en nuestro almacén',
    items: 'Artículos',
    itemTypes: { equipment: 'Equipo', service: 'Servicio', package: 'Paquete' },
    nextHeading: 'Próximos pasos',
    nextSteps: [
      'Comprobamos que cada artículo esté disponible en sus fechas.',
      'Le enviamos una cotización detallada por correo electrónico, normalmente en un día hábil.',
      'Cuando la apruebe, confirmamos su reserva y organizamos la entrega o la recogida.',
    ],
    questions: (phone, opens, closes) =>
      `¿Tiene alguna pregunta? Responda a este correo o llámenos al ${phone} (de lunes a viernes, de ${opens} a ${closes}).`,
    signature: (company) => `El equipo de ${company}`,
    footer:
      'Recibe este correo porque se solicitó una cotización con esta dirección en nuestro sitio web. Si no fue usted, simplemente ignórelo.',
  },
  ht: {
    subject: (reference) => `Nou resevwa demann devi ou a ${reference}`,
    greeting: (name) => `Bonjou ${name},`,
    colon: ': ',
    intro: 'Mèsi pou demann devi ou a. Ekip nou an resevwa l, e l ap prepare devi ou.',
    reference: 'Referans ou',
    referenceHint: 'Tanpri bay referans sa a chak fwa ou kontakte nou pou demann sa a.',
    summary: 'Rezime demann ou',
    company: 'Konpayi',
    deliveryDate: 'Dat livrezon',
    pickUpDate: 'Dat ou vin chèche',
    rentalDays: 'Kantite jou lokasyon',
    delivery: 'Livrezon',
    pickUp: 'Ou ap vin pran materyèl la nan depo nou',
    items: 'Atik yo',
    itemTypes: { equipment: 'Ekipman', service: 'Sèvis', package: 'Pakè' },
    nextHeading: 'Kisa k ap pase apre',
    nextSteps: [
      'Nou verifye si chak atik disponib pou dat ou yo.',
      'Nou voye yon devi detaye ba ou pa imèl, anjeneral nan yon jou travay.',
      'Lè ou dakò, nou konfime rezèvasyon an epi nou òganize livrezon an oswa ranmasaj la.',
    ],
    questions: (phone, opens, closes) =>
      `Ou gen kesyon? Reponn imèl sa a oswa rele nou nan ${phone} (lendi rive vandredi, ${opens} rive ${closes}).`,
    signature: (company) => `Ekip ${company}`,
    footer:
      'Ou resevwa imèl sa a paske yon moun te mande yon devi ak adrès sa a sou sit entènèt nou an. Si se pa t ou, ou ka inyore l.',
  },
};
