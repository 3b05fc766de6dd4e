import type { SeedCategory } from '../seed-types.ts';

/** Staging & Effects: part of the seed catalogue assembled in `catalogue.ts`. */
export const stagingAndEffects: SeedCategory = {
  id: 9,
  title: 'Staging & Effects',
  translations: { ht: 'Sèn ak efè', es: 'Escenarios y efectos', fr: 'Scènes et effets' },
  subcategories: [
    {
      id: 48,
      title: 'Stage Decks & Risers',
      translations: { ht: 'Platfòm sèn ak estrad', es: 'Tarimas y gradas', fr: 'Praticables et gradins' },
      equipment: [
        {
          id: 316,
          name: 'Wenger Versalite 4 x 8 ft Platform',
          description:
            'A lightweight 4 x 8 ft stage platform with a durable deck surface and adjustable or fixed legs for various heights. It locks together quickly into larger stages. Used for corporate stages, speaking risers, band stages and runways at hotels and convention centers.',
          image: '/media/equipment/stage-decks.svg',
        },
        {
          id: 317,
          name: 'Intellistage 4 x 8 ft Platform',
          description:
            'A 4 x 8 ft stage platform with integrated locking legs that set height without tools, designed for quick setup and teardown. It stores compactly on carts. Used for corporate stages, school performances, fashion runways and event risers.',
          image: '/media/equipment/stage-decks.svg',
        },
        {
          id: 318,
          name: 'Wenger StageTek 4 x 8 ft Platform',
          description:
            'A heavy-duty 4 x 8 ft stage deck with an aluminium frame and a durable deck surface, supported on legs or StageTek understructure for taller stages. It carries high loads and locks into a flat, solid floor. Used for concert stages, theater thrusts and outdoor events that need a level, sturdy stage.',
          image: '/media/equipment/stage-decks.svg',
        },
        {
          id: 319,
          name: 'Wenger Signature Choral Risers',
          description:
            'A set of portable choral risers with three or four steps, folding for transport and setting up in seconds. They have carpeted surfaces and optional back rails. Used for choirs, graduations, award ceremonies and group photos at events and schools.',
          image: '/media/equipment/stage-decks.svg',
        },
      ],
    },
    {
      id: 49,
      title: 'Atmospheric Effects',
      translations: { ht: 'Lafimen ak bwouya', es: 'Humo y niebla', fr: 'Fumée et brume' },
      equipment: [
        {
          id: 320,
          name: 'MDG theONE',
          description:
            'A fog and haze generator that produces both a dense fog and a fine haze from a single unit, controlled by DMX. It uses a CO2 propellant for consistent output. Used on concerts, theater and TV to make beams visible and add atmosphere.',
          image: '/media/equipment/haze-fog.svg',
        },
        {
          id: 321,
          name: 'MDG ATMe',
          description:
            "A haze generator producing a very fine, even haze that hangs in the air, using MDG's technology for consistent output with CO2 or nitrogen propellant. It is quiet and reliable. Used in theaters, concerts and TV studios to make light beams visible without a visible cloud.",
          image: '/media/equipment/haze-fog.svg',
        },
        {
          id: 322,
          name: 'Look Solutions Unique 2.1',
          description:
            'A hazer that can also produce fog, with a built-in fan for distribution and DMX control. It is quiet and dependable. Used on film sets, concerts and theater to create atmosphere and make light beams visible.',
          image: '/media/equipment/haze-fog.svg',
        },
        {
          id: 323,
          name: 'Hazebase base*hazer pro',
          description:
            'A high-output hazer with very fine haze particles and low fluid consumption, controlled by DMX. It is robust and touring-friendly. Used on concerts, festivals and TV to make light beams visible in large spaces.',
          image: '/media/equipment/haze-fog.svg',
        },
        {
          id: 324,
          name: 'Le Maitre MVS Hazer',
          description:
            'A hazer from UK effects maker Le Maitre with a fine, even haze output and DMX control. It is quiet and dependable for long shows. Used in theaters, concerts and TV studios to make light beams visible.',
          image: '/media/equipment/haze-fog.svg',
        },
        {
          id: 325,
          name: 'Antari HZ-500',
          description:
            'A compact water-based hazer producing a fine, even haze, with DMX control and a wired remote. It is affordable, easy to fill and low on fluid. Used for corporate events, clubs, weddings and small concerts to make moving-light beams and projections visible without a heavy cloud.',
          image: '/media/equipment/haze-fog.svg',
        },
        {
          id: 326,
          name: 'Look Solutions Cryo-Fog',
          description:
            'A low-fog converter that chills the output of a fog machine with liquid CO2 or nitrogen, producing a thick, ground-hugging cloud that stays low and dissipates cleanly. It is triggered by DMX with the fog machine. Used for first dances, stage reveals, theater scenes and music videos.',
          image: '/media/equipment/haze-fog.svg',
        },
      ],
    },
    {
      id: 50,
      title: 'Special Effects',
      translations: { ht: 'Efè espesyal', es: 'Efectos especiales', fr: 'Effets spéciaux' },
      equipment: [
        {
          id: 327,
          name: 'Showven Sparkular Pro',
          description:
            'A cold-spark machine that produces a fountain of sparks without the heat and fire risk of pyrotechnics, using special granules. It is DMX-controlled. Used for weddings, concerts, corporate reveals and TV shows where pyro is not permitted.',
          image: '/media/equipment/special-effects.svg',
        },
        {
          id: 328,
          name: 'Magic FX Stadium Shot II',
          description:
            "A confetti and streamer launcher that fires large loads of paper or metallic material high into the air using compressed gas. It is reloadable on site and triggered by DMX or a wired remote. Used for concert finales, sports celebrations, New Year's Eve and product launches.",
          image: '/media/equipment/special-effects.svg',
        },
        {
          id: 329,
          name: 'Magic FX CO2 Jet',
          description:
            'A CO2 jet that fires a loud column of white, rapidly vanishing vapour several metres into the air, fed from liquid CO2 cylinders and triggered by DMX or a remote. It creates a dramatic, cool burst with no residue. Used for concerts, EDM shows, clubs, sports intros and product reveals.',
          image: '/media/equipment/special-effects.svg',
        },
        {
          id: 330,
          name: 'Magic FX Swirl Fan',
          description:
            'A high-velocity fan that swirls confetti or streamers into the air from a hopper, keeping a continuous flurry going for as long as it is loaded. It is DMX-controllable and easy to hide in truss or on stage. Used for concert finales, weddings, quinceañeras and corporate reveals.',
          image: '/media/equipment/special-effects.svg',
        },
      ],
    },
    {
      id: 51,
      title: 'Drape & Pipe',
      translations: { ht: 'Rido ak tiyo', es: 'Cortinas y tubos', fr: 'Rideaux et supports' },
      equipment: [
        {
          id: 331,
          name: 'Rose Brand Pipe & Drape Adjustable Upright',
          description:
            'An adjustable aluminium telescoping upright for pipe and drape systems, used with a steel base plate and horizontal drape supports. It sets drape height to suit each room. Used to build backdrops, booths, masking and room dividers at hotels, trade shows, weddings and corporate events.',
          image: '/media/equipment/drape-pipe.svg',
        },
        {
          id: 332,
          name: 'Rose Brand Commando Cloth Drape 10 x 16 ft',
          description:
            'A 10 x 16 ft black commando cloth drape with a sewn pipe pocket, treated to meet flame-retardant codes. The dense, matte fabric blocks light and absorbs reflections. Used for stage masking, backstage walls, camera blackout and dividers at events, theaters and studios.',
          image: '/media/equipment/drape-pipe.svg',
        },
        {
          id: 333,
          name: 'Rose Brand Encore Velour Drape 12 x 20 ft',
          description:
            'A 12 x 20 ft velour drape with a rich, deep pile and a flame-retardant finish, sewn with pipe pocket and fullness. It reads elegant under stage light and absorbs sound. Used for gala backdrops, wedding receptions, award shows and theater masking.',
          image: '/media/equipment/drape-pipe.svg',
        },
        {
          id: 334,
          name: 'Rose Brand Sharkstooth Scrim 20 x 40 ft',
          description:
            'A sharkstooth scrim, 20 x 40 ft, that appears opaque when lit from the front and transparent when lit from behind. It is used for theatrical reveals. Used in theater, concerts and events for reveals and projection.',
          image: '/media/equipment/drape-pipe.svg',
        },
      ],
    },
  ],
};
