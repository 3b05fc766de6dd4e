/** Fictional clients (the company is fictional too, docs/product.md#identity); names live in the translations. */
export const CLIENTS = [
  { id: 'brickell', logo: '/media/clients/brickell-pictures.svg' },
  { id: 'coralWave', logo: '/media/clients/coral-wave-records.svg' },
  { id: 'tidewater', logo: '/media/clients/tidewater-live.svg' },
  { id: 'magicCity', logo: '/media/clients/magic-city-theatre.svg' },
  { id: 'suncoast', logo: '/media/clients/suncoast-news.svg' },
  { id: 'palmetto', logo: '/media/clients/palmetto-fest.svg' },
  { id: 'bayfront', logo: '/media/clients/bayfront-athletics.svg' },
  { id: 'orchid', logo: '/media/clients/orchid-events.svg' },
] as const;
