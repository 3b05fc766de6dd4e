import type { SeedCategory } from '../seed-types.ts';

/** Rigging: part of the seed catalogue assembled in `catalogue.ts`. */
export const rigging: SeedCategory = {
  id: 5,
  title: 'Rigging',
  translations: { ht: 'Rigging', es: 'Rigging', fr: 'Rigging' },
  subcategories: [
    {
      id: 29,
      title: 'Chain Hoists',
      translations: { ht: 'Motè chèn', es: 'Motores de cadena', fr: 'Palans à chaîne' },
      equipment: [
        {
          id: 214,
          name: 'CM Lodestar 1 Ton Chain Hoist',
          description:
            'An electric chain hoist rated at 2,000 lb, the workhorse of entertainment rigging, with standard chain lengths and lifting speeds. It is reliable and widely supported. Used to fly truss, lighting, speakers and LED walls at concerts and events.',
          image: '/media/equipment/chain-hoists.svg',
        },
        {
          id: 215,
          name: 'CM Lodestar 1/2 Ton Chain Hoist',
          description:
            "An electric chain hoist rated at 1,000 lb from Columbus McKinnon's Lodestar line, lighter and smaller than the one-ton model. It is easy to handle in tight spaces and on smaller venues' rigging points. Used to fly short truss spans, lighting pipes, banners and scenic elements.",
          image: '/media/equipment/chain-hoists.svg',
        },
        {
          id: 216,
          name: 'CM Lodestar 2 Ton Chain Hoist',
          description:
            'An electric chain hoist rated at 4,000 lb from the Lodestar line, for heavy loads such as large line-array hangs, LED walls and main-stage truss. It has the same robust construction and control options as the one-ton. Used on arena, stadium and festival stages.',
          image: '/media/equipment/chain-hoists.svg',
        },
        {
          id: 217,
          name: 'Verlinde Stagemaker SR10 1000 kg',
          description:
            'A European electric chain hoist rated at 1,000 kg designed for entertainment rigging, with low noise and compact design. It is often specified for theaters and tours. Used for flying truss and scenic elements.',
          image: '/media/equipment/chain-hoists.svg',
        },
        {
          id: 218,
          name: 'Chainmaster BGV-D8 Plus 1000 kg',
          description:
            'An electric chain hoist rated at 1,000 kg and built to the stricter BGV-D8 Plus standard, with double brakes and overload protection for suspending loads over people. It is specified where venues or designers require D8+ motors. Used for flying lighting, sound and video above audiences in theaters, arenas and TV studios.',
          image: '/media/equipment/chain-hoists.svg',
        },
      ],
    },
    {
      id: 30,
      title: 'Truss',
      translations: { ht: 'Estrikti metal', es: 'Truss', fr: 'Structures' },
      equipment: [
        {
          id: 219,
          name: 'Tyler GT Truss 20.5 x 30 in, 10 ft',
          description:
            'A pre-rig touring truss with lights hung inside, rolling on its own dolly for fast load-ins and load-outs. It is robust and widely used on tours. Used for concert lighting rigs and large event lighting.',
          image: '/media/equipment/truss.svg',
        },
        {
          id: 220,
          name: 'Tyler GT Truss 20.5 x 30 in, 5 ft',
          description:
            'A 5 ft section of Tyler GT pre-rig truss used to complete spans and fit the dimensions of each venue. It connects directly to the 10 ft sections and carries fixtures inside the chord. Used to build concert, festival and large corporate lighting rigs to exact lengths.',
          image: '/media/equipment/truss.svg',
        },
        {
          id: 221,
          name: 'Tyler Mini GT Truss 10 ft',
          description:
            'A smaller pre-rig truss that brings the GT concept to lighter rigs: fixtures stay hung inside the truss and the section rolls on its own dolly. It loads in fast with a small crew. Used for theaters, ballrooms, mid-size concerts and corporate stages.',
          image: '/media/equipment/truss.svg',
        },
        {
          id: 222,
          name: 'Tomcat 12 x 12 in Box Truss 10 ft',
          description:
            'A 10 ft section of 12 x 12 in aluminium box truss with bolted plate connections, light enough for two people to handle. It builds straight spans, goalposts and square totems. Used for corporate events, trade-show booths, small stages and lighting trees.',
          image: '/media/equipment/truss.svg',
        },
        {
          id: 223,
          name: 'Global Truss F34 Square Truss 3 m',
          description:
            'A 3 m section of 290 mm square aluminium truss with conical couplers, a common format worldwide. It is light, versatile and fast to assemble. Used for exhibition booths, event structures, DJ booths, small stage roofs and decorative totems.',
          image: '/media/equipment/truss.svg',
        },
        {
          id: 224,
          name: 'Prolyte H30V Truss 3 m',
          description:
            "A 3 m section of Prolyte's 30 cm square structural truss with heavy-wall tubing and conical connectors, rated for high loads. It is often used in ground-support towers and roof systems. Used on concerts, festival stages and large event structures.",
          image: '/media/equipment/truss.svg',
        },
      ],
    },
    {
      id: 31,
      title: 'Rigging Hardware',
      translations: { ht: 'Materyèl rigging', es: 'Herrajes de rigging', fr: 'Accessoires de levage' },
      equipment: [
        {
          id: 225,
          name: 'Crosby G-209 Screw Pin Shackle 5/8 in',
          description:
            'A forged-steel screw-pin anchor shackle with a working load limit of 3.25 t, individually marked and proof-tested. It is one of the most common links in an entertainment rig. Used to connect chain hoists, slings, steel and truss when flying lighting, sound and video.',
          image: '/media/equipment/rigging-hardware.svg',
        },
        {
          id: 226,
          name: 'Doughty Slimline Coupler',
          description:
            'A compact aluminium half-coupler that clamps a fixture or accessory to a 48-51 mm truss or pipe tube with a single bolt. It has a slim profile and a rated load. Used to hang moving heads, LED fixtures and accessories on truss at concerts, theaters and events.',
          image: '/media/equipment/rigging-hardware.svg',
        },
        {
          id: 227,
          name: 'Doughty Trigger Clamp',
          description:
            'A quick-release clamp that opens and locks with a spring trigger for fast one-handed attachment to truss and pipe tubes. It speeds up rigging of many small fixtures. Used for hanging PARs, LED fixtures and accessories on truss and lighting pipes at events and theaters.',
          image: '/media/equipment/rigging-hardware.svg',
        },
        {
          id: 228,
          name: 'The Light Source Mega-Claw',
          description:
            'A heavy-duty pipe clamp with a large load rating that wraps 1.5-2 in pipe and truss chords and accepts a standard bolt for fixtures. It is durable and easy to tighten. Used in theaters, TV studios and on tours to hang lighting fixtures from battens and truss.',
          image: '/media/equipment/rigging-hardware.svg',
        },
        {
          id: 229,
          name: 'Lift-All Tuflex Roundsling',
          description:
            'A polyester roundsling with a protective cover and colour-coded working load limit, used as a basket or choker. It is soft on truss chords and beams. Used by riggers to wrap steel and truss when building bridles and pick points for hoists at concerts and events.',
          image: '/media/equipment/rigging-hardware.svg',
        },
      ],
    },
    {
      id: 32,
      title: 'Motor Control',
      translations: { ht: 'Kontwòl motè', es: 'Control de motores', fr: 'Contrôle des moteurs' },
      equipment: [
        {
          id: 230,
          name: 'Motion Labs 8-Channel Motor Controller',
          description:
            'A rack-mount chain hoist controller with eight channels that can be run individually or grouped from a pendant, with phase checking and emergency stop. It feeds Lodestar-type hoists. Used by rigging crews to raise and trim truss, PA and LED walls at concerts and events.',
          image: '/media/equipment/motor-control.svg',
        },
        {
          id: 231,
          name: 'Motion Labs 4-Channel Motor Controller',
          description:
            'A compact chain hoist controller with four channels, a hand pendant with go and direction controls and emergency stop. It is light enough to sit by the stage. Used to run smaller rigs such as a single truss span, a projection screen or a PA hang in ballrooms and theaters.',
          image: '/media/equipment/motor-control.svg',
        },
        {
          id: 232,
          name: 'Kinesys Elevation 1+',
          description:
            'A variable-speed motor control system for chain hoists, giving smooth, precise movement that can be programmed and repeated. It works with Kinesys software for position tracking. Used for theatrical automation, moving truss and scenic moves on concerts and shows.',
          image: '/media/equipment/motor-control.svg',
        },
        {
          id: 233,
          name: 'Broadweigh Wireless Load Shackle',
          description:
            'A wireless load-cell shackle that reports the load on a rigging point in real time to a base station and software. It helps riggers verify weight distribution and catch overloads. Used on arena, festival and corporate rigs where point loads must be documented.',
          image: '/media/equipment/motor-control.svg',
        },
      ],
    },
    {
      id: 33,
      title: 'Aerial Work Platforms',
      translations: { ht: 'Platfòm elevasyon', es: 'Plataformas elevadoras', fr: 'Nacelles élévatrices' },
      equipment: [
        {
          id: 234,
          name: 'Genie GS-1930 Scissor Lift',
          description:
            'An electric scissor lift with a 19 ft platform height, a narrow chassis that fits through standard doorways and non-marking tyres. It is quiet and emission-free for indoor use. Used for focusing lights, hanging decor and drape and running cable in ballrooms, studios and theaters.',
          image: '/media/equipment/aerial-lifts.svg',
        },
        {
          id: 235,
          name: 'Genie Z-45/25J Articulating Boom Lift',
          description:
            'An articulating boom lift with a 45 ft platform height and about 25 ft of up-and-over outreach, so it can reach over obstacles and seating. It comes in electric and rough-terrain versions. Used for rigging and focusing lights at outdoor events, large venues and on exterior film sets.',
          image: '/media/equipment/aerial-lifts.svg',
        },
        {
          id: 236,
          name: 'JLG 600S Telescopic Boom Lift',
          description:
            'A diesel telescopic boom lift with a 60 ft platform height and long horizontal reach on rough terrain. It is a common platform for lights on location. Used to put HMIs and large LED fixtures up high, rig festival structures and hang banners outdoors.',
          image: '/media/equipment/aerial-lifts.svg',
        },
        {
          id: 237,
          name: 'Genie AWP-30S Personal Lift',
          description:
            'A push-around aerial work platform with a 30 ft platform height for a single person, light enough to roll through doors and into elevators. It sets up with outriggers. Used for lighting focus, projector alignment and maintenance in ballrooms, theaters and studios.',
          image: '/media/equipment/aerial-lifts.svg',
        },
      ],
    },
  ],
};
