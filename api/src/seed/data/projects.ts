import type { SeedProject } from '../seed-types.ts';

/** Fictional productions and events, set in South Florida. */
export const projects: SeedProject[] = [
  {
    id: 1,
    title: 'Salt Line',
    category: 'Film',
    description:
      'An independent feature shot over five weeks in Homestead and Florida City. We supplied a 7-ton grip and lighting truck, an ARRI M90 and M40 HMI package for day exteriors in the farm fields, and a Caterpillar XQ125 tow plant for night work on the canal roads.',
    image: '/media/projects/salt-line.svg',
    link: 'https://example.com/projects/salt-line',
    created_at: '2025-01-18T15:00:00Z',
  },
  {
    id: 2,
    title: 'Neon Tide',
    category: 'Music Video',
    description:
      'A one-night music video shot in a Wynwood warehouse with Astera Titan Tubes built into the set, Robe Spiider washes through haze and an ARRI ALEXA Mini LF on a DJI Ronin 2. Our gaffer programmed all pixel looks on a grandMA3 onPC wing.',
    image: '/media/projects/neon-tide.svg',
    link: null,
    created_at: '2025-03-07T21:30:00Z',
  },
  {
    id: 3,
    title: 'Biscayne Sunset Sessions',
    category: 'Concert',
    description:
      'An outdoor concert series on the Miami waterfront for about 4,000 guests per night. We provided an L-Acoustics K2 and KS28 system, a lighting rig on Tyler GT truss, ROE Carbon side screens and a stage roof, with power from two sound-attenuated generators.',
    image: '/media/projects/biscayne-sunset-sessions.svg',
    link: 'https://example.com/projects/biscayne-sunset-sessions',
    created_at: '2025-04-26T23:00:00Z',
  },
  {
    id: 4,
    title: 'The Glass Orchard',
    category: 'Theater',
    description:
      'A new play staged in a Fort Lauderdale black-box theater. We supplied ETC Source Four LED profiles, ColorSource PARs, an ETC Ion Xe 20 console and Sennheiser wireless, and our crew helped hang and focus the rig in two days.',
    image: '/media/projects/the-glass-orchard.svg',
    link: null,
    created_at: '2025-06-14T18:00:00Z',
  },
  {
    id: 5,
    title: 'Storm Watch Live',
    category: 'News',
    description:
      'Remote live shots for a regional news team during a tropical-storm week. We supplied Sony PXW-Z750 cameras, LiveU bonded encoders, battery-powered LED lighting and an inverter generator, with a technician on call around the clock.',
    image: '/media/projects/storm-watch-live.svg',
    link: 'https://example.com/projects/storm-watch-live',
    created_at: '2025-08-29T11:00:00Z',
  },
  {
    id: 6,
    title: 'Everglades Sound Festival',
    category: 'Festival',
    description:
      'A two-day music festival near Homestead with two stages and a DJ tent. We delivered line arrays and monitors for both stages, Elation Proteus Maximus and MegaPointe rigs, LED walls, 400 A distribution per stage and a rigging crew for the truss roofs.',
    image: '/media/projects/everglades-sound-festival.svg',
    link: 'https://example.com/projects/everglades-sound-festival',
    created_at: '2025-10-11T16:00:00Z',
  },
  {
    id: 7,
    title: 'Key Biscayne Coastal 10K',
    category: 'Sporting Event',
    description:
      'A sunrise road race on Key Biscayne with 3,000 runners. We provided the start and finish audio system, a scaffold-mounted LED screen for timing and sponsor loops, PTZ cameras for the live stream and quiet power along the route.',
    image: '/media/projects/key-biscayne-coastal-10k.svg',
    link: null,
    created_at: '2025-12-06T12:00:00Z',
  },
  {
    id: 8,
    title: 'Meridian Tech Summit',
    category: 'Corporate',
    description:
      'A three-day technology conference at a Doral resort ballroom. We built a 40 ft wide ROE Black Pearl LED wall, flew a Kara II system and a moving-light rig on six motors, and ran multi-camera IMAG and live streaming through a Barco E2.',
    image: '/media/projects/meridian-tech-summit.svg',
    link: 'https://example.com/projects/meridian-tech-summit',
    created_at: '2026-02-19T14:00:00Z',
  },
  {
    id: 9,
    title: 'Palm Terrace Quinceañera',
    category: 'Private Party',
    description:
      'An evening quinceañera for 300 guests in a Coral Gables garden venue. We supplied battery uplighting, a dance-floor lighting truss, a QSC sound system for the DJ, low fog for the first waltz and cold sparks for the grand entrance.',
    image: '/media/projects/palm-terrace-quinceanera.svg',
    link: null,
    created_at: '2026-04-03T23:30:00Z',
  },
  {
    id: 10,
    title: 'Midnight in Little Havana',
    category: 'Film',
    description:
      'A night-exterior short film shot along Calle Ocho. Our 5-ton truck carried Aputure LS 1200d Pro and SkyPanel S360-C units on condors for moonlight, with Quasar tubes dressing storefronts and a Honda EU7000is for quiet power by the actors.',
    image: '/media/projects/midnight-in-little-havana.svg',
    link: 'https://example.com/projects/midnight-in-little-havana',
    created_at: '2026-06-20T02:00:00Z',
  },
  {
    id: 11,
    title: 'Sunset Bandshell Nights',
    category: 'Concert',
    description:
      'A summer concert series at a Miami Beach bandshell. We supplied a d&b V8 system, DiGiCo SD12 consoles at front of house and monitors, a moving-light rig, and in-ear systems for the headline acts, with a crew for each show night.',
    image: '/media/projects/sunset-bandshell-nights.svg',
    link: null,
    created_at: '2026-08-15T23:00:00Z',
  },
  {
    id: 12,
    title: 'Harbor Lights Gala',
    category: 'Corporate',
    description:
      'A charity gala for 600 guests in a waterfront tent at Bayfront. We lit the tent with Robe and Martin fixtures and pixel strands, built the stage and runway, ran projection on Barco UDX-4K32 projectors and supplied the sound system and power.',
    image: '/media/projects/harbor-lights-gala.svg',
    link: 'https://example.com/projects/harbor-lights-gala',
    created_at: '2026-11-15T00:30:00Z',
  },
];
