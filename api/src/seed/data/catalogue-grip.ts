import type { SeedCategory } from '../seed-types.ts';

/** Grip: part of the seed catalogue assembled in `catalogue.ts`. */
export const grip: SeedCategory = {
  id: 6,
  title: 'Grip',
  translations: { ht: 'Grip', es: 'Grip', fr: 'Machinerie' },
  subcategories: [
    {
      id: 34,
      title: 'Stands',
      translations: { ht: 'Pye limyè', es: 'Soportes', fr: 'Pieds' },
      equipment: [
        {
          id: 238,
          name: 'Matthews C-Stand 40 in',
          description:
            'The standard Century stand with a 40 in riser column, turtle base, 40 in arm and 2.5 in grip head. Its sliding leg lets it nest with other stands and sit on stairs. The most-used piece of grip gear on any set, holding flags, nets, small lights, reflectors and booms.',
          image: '/media/equipment/stands.svg',
        },
        {
          id: 239,
          name: 'Matthews C-Stand 20 in',
          description:
            'A shorter Century stand with a 20 in column for low work, supplied with arm and grip head. It gets flags and nets close to the floor and under tables. Used for low-angle control, tabletop and product work, and anywhere a full-height C-stand is too tall.',
          image: '/media/equipment/stands.svg',
        },
        {
          id: 240,
          name: 'Matthews Beefy Baby Stand',
          description:
            'A steel baby stand with a 5/8 in stud, wide leg spread and sturdy risers for heavier small fixtures. It stays stable with a sandbag on each leg. Used for 1K and 2K fixtures, LED panels, COB lights with softboxes and small reflectors.',
          image: '/media/equipment/stands.svg',
        },
        {
          id: 241,
          name: 'Matthews Combo Stand (Junior)',
          description:
            'A steel three-riser combo stand with a 1-1/8 in junior receiver and a baby pin adapter, on wheels or levelling legs. It supports heavy heads and frames. Used for HMIs, large LED fixtures, 4 x 4 frames and small overhead frames.',
          image: '/media/equipment/stands.svg',
        },
        {
          id: 242,
          name: 'Matthews Low Boy Combo Stand',
          description:
            'A short combo stand with a junior receiver for heavy fixtures at low height. It keeps large lights and frames close to the floor. Used for low-angle lighting, ground-level bounces and frames on stages and locations.',
          image: '/media/equipment/stands.svg',
        },
        {
          id: 243,
          name: 'Matthews Super Crank Stand',
          description:
            'A heavy-duty crank-up stand that lifts large fixtures and frames with a winch, rated for substantial loads. It raises heavy heads safely without manhandling. Used for M40 and M90 HMIs, large LED panels and 8 x 8 frames.',
          image: '/media/equipment/stands.svg',
        },
        {
          id: 244,
          name: 'Avenger A2040D C-Stand 40 in',
          description:
            'A chrome-plated steel C-stand with a detachable base, 40 in column, arm and grip head. It breaks down for compact transport. Used as an alternative to the Matthews C-stand on sets, in studios and for event lighting.',
          image: '/media/equipment/stands.svg',
        },
      ],
    },
    {
      id: 35,
      title: 'Flags, Nets & Frames',
      translations: {
        ht: 'Drapo, filè ak ankadreman',
        es: 'Banderas, redes y marcos',
        fr: 'Drapeaux, nets et cadres',
      },
      equipment: [
        {
          id: 245,
          name: 'Matthews Flag 18 x 24 in',
          description:
            'An 18 x 24 in solid black duvetyne flag on a steel frame with a pin for grip heads. It cuts light off walls, lenses and backgrounds. One of the most-used pieces of light control on any film or video set.',
          image: '/media/equipment/flags-nets.svg',
        },
        {
          id: 246,
          name: 'Matthews Flag 24 x 36 in',
          description:
            'A 24 x 36 in solid black duvetyne flag on a steel frame with a pin for a grip head. Its larger size blocks more light than an 18 x 24. Used to shape keys, cut spill off backgrounds and walls, and create negative fill on faces on film and video sets.',
          image: '/media/equipment/flags-nets.svg',
        },
        {
          id: 247,
          name: 'Matthews Floppy 4 x 4 ft',
          description:
            'A 4 x 4 ft solid black flag with a fold-out flap that doubles it to 4 x 8 ft when needed. It blocks large areas of light. Used for negative fill on exteriors, big cuts on sets, shading talent and monitors, and blocking reflections.',
          image: '/media/equipment/flags-nets.svg',
        },
        {
          id: 248,
          name: 'Matthews Single Net 24 x 36 in',
          description:
            'A 24 x 36 in single-layer net on an open-end frame that reduces light by about half a stop. It softens light transitions without changing colour. Used to reduce hotspots and grade light across a scene.',
          image: '/media/equipment/flags-nets.svg',
        },
        {
          id: 249,
          name: 'Matthews Double Net 24 x 36 in',
          description:
            'A 24 x 36 in double-layer black net on an open-ended frame that cuts light by about one stop without changing its colour or quality. The open end lets it feather into frame invisibly. Used with single nets to grade light across faces, walls and sets.',
          image: '/media/equipment/flags-nets.svg',
        },
        {
          id: 250,
          name: 'Matthews Cutter 24 x 72 in',
          description:
            'A long, narrow 24 x 72 in solid flag for cutting a band of light off a wall, ceiling or background. It is usually held on a C-stand arm or between two stands. Used to shape keys, block spill from large sources and create clean edges on backgrounds.',
          image: '/media/equipment/flags-nets.svg',
        },
        {
          id: 251,
          name: 'Matthews 4 x 4 ft Frame with Full Grid Cloth',
          description:
            'A 4 x 4 ft steel frame dressed with full grid cloth, a quiet, wind-friendly diffusion that softens a source by roughly two stops. It mounts on a combo or C-stand. Used in front of LED, HMI and tungsten fixtures to make soft keys and fill for interviews and scenes.',
          image: '/media/equipment/flags-nets.svg',
        },
      ],
    },
    {
      id: 36,
      title: 'Overheads & Butterflies',
      translations: {
        ht: 'Gwo ankadreman ak butterfly',
        es: 'Marcos grandes y butterflies',
        fr: 'Grands cadres et butterflies',
      },
      equipment: [
        {
          id: 252,
          name: 'Matthews 6 x 6 ft Butterfly Kit',
          description:
            'A 6 x 6 ft frame kit with silk, single and double nets, solid and grid cloth, all packed in a carry bag. It assembles in minutes and mounts on two stands. Used to diffuse sun, create shade and soften light for close-ups, interviews and small exterior setups.',
          image: '/media/equipment/overheads.svg',
        },
        {
          id: 253,
          name: 'Matthews 8 x 8 ft Butterfly Kit',
          description:
            'An 8 x 8 ft frame kit with silk, single and double nets, solid, and grid cloth in a bag, mounted on two combo stands. It is the common size for a medium close-up. Used to diffuse daylight on exteriors, as a bounce for an HMI or as a big soft source on stage.',
          image: '/media/equipment/overheads.svg',
        },
        {
          id: 254,
          name: 'Matthews 12 × 12 ft Overhead Frame',
          description:
            'A 12 x 12 ft aluminium frame for silks, grids, solids and bounces, flown on two heavy stands. It is a staple of exterior shooting. Used to diffuse harsh sun on talent, create shade and as a large bounce.',
          image: '/media/equipment/overheads.svg',
        },
        {
          id: 255,
          name: 'Matthews 20 × 20 ft Overhead Frame',
          description:
            'A 20 x 20 ft aluminium frame for large silks, grids and solids, flown on two heavy crank stands or from a crane. It covers wide setups and groups of actors. Used on exteriors for wide shots and car scenes, and to tame the midday Florida sun on beach shoots.',
          image: '/media/equipment/overheads.svg',
        },
        {
          id: 256,
          name: 'The Rag Place 12 x 12 ft Ultrabounce',
          description:
            'A 12 x 12 ft white/black bounce fabric with a durable, wipeable surface, hemmed with ties for a standard frame. The white side gives a bright, even bounce and the black side works as negative fill. Used as a large soft source with HMIs and as fill on exteriors.',
          image: '/media/equipment/overheads.svg',
        },
        {
          id: 257,
          name: 'The Rag Place 20 x 20 ft Half Grid Cloth',
          description:
            'A 20 x 20 ft half grid cloth diffusion with ties for a 20 x 20 frame, softer than a silk but lighter than full grid. It holds up well in wind. Used on large exteriors and stage setups to diffuse sunlight or big HMIs for wide shots and groups.',
          image: '/media/equipment/overheads.svg',
        },
      ],
    },
    {
      id: 37,
      title: 'Dollies, Track & Jibs',
      translations: { ht: 'Doli, ray ak jib', es: 'Dollies, rieles y grúas', fr: 'Dollys, rails et grues' },
      equipment: [
        {
          id: 258,
          name: 'Chapman PeeWee IV Dolly',
          description:
            'A compact hydraulic camera dolly with a small footprint, high payload and smooth arm movement. It fits through doorways and into tight spaces. Used on features, commercials and TV for tracking shots and booms.',
          image: '/media/equipment/dollies-jibs.svg',
        },
        {
          id: 259,
          name: 'J.L. Fisher Model 10 Dolly',
          description:
            'A hydraulic camera dolly with a smooth boom arm, crab and round steering and a compact chassis that fits through doors. It has been a Hollywood standard for decades. Used on features, TV dramas and commercials for tracking shots and boom moves on track or smooth floors.',
          image: '/media/equipment/dollies-jibs.svg',
        },
        {
          id: 260,
          name: 'J.L. Fisher Model 11 Dolly',
          description:
            'A larger J.L. Fisher dolly with a longer-travel boom arm and a higher payload for full-size camera packages. It offers the same crab and round steering. Used on features and commercials where taller, precise boom moves are needed with heavy cameras and operators.',
          image: '/media/equipment/dollies-jibs.svg',
        },
        {
          id: 261,
          name: 'Chapman Hustler IV Dolly',
          description:
            'A hydraulic camera dolly from Chapman/Leonard with more payload and arm travel than the PeeWee, on a sturdy chassis with several steering modes. It handles heavy packages. Used on features and TV series for complex dolly moves on track and on level floors.',
          image: '/media/equipment/dollies-jibs.svg',
        },
        {
          id: 262,
          name: 'Matthews Doorway Dolly',
          description:
            'A plywood platform dolly with pneumatic tyres for floors or skateboard wheels for track, and a removable steering handle. It is simple and carries a camera and operator. Used for low-budget tracking shots, moving gear around sets and as a seat for handheld walk-and-talks.',
          image: '/media/equipment/dollies-jibs.svg',
        },
        {
          id: 263,
          name: 'Losmandy Porta-Jib Traveller',
          description:
            'A portable camera jib with a modular arm that extends for reach and breaks down into a compact case. It gives smooth vertical and sweeping moves with small cameras. Used on commercials, music videos and corporate video where a full crane is too big.',
          image: '/media/equipment/dollies-jibs.svg',
        },
        {
          id: 264,
          name: 'Jimmy Jib Triangle',
          description:
            'A remote-head camera crane with a lightweight triangular arm that builds to several lengths, controlled by an operator with pan, tilt, zoom and focus. It sweeps over crowds and stages. Used for concerts, sports, award shows and live TV broadcasts.',
          image: '/media/equipment/dollies-jibs.svg',
        },
      ],
    },
    {
      id: 38,
      title: 'Clamps & Grip Hardware',
      translations: {
        ht: 'Klanp ak materyèl grip',
        es: 'Pinzas y accesorios de grip',
        fr: 'Pinces et accessoires de machinerie',
      },
      equipment: [
        {
          id: 265,
          name: 'Matthews Super Mafer Clamp',
          description:
            'A versatile clamp with an interchangeable baby pin that grips pipes, edges and boards up to about 2 in thick. It is one of the most used clamps on a grip truck. Used for rigging small lights, flags, practicals and accessories to set walls, doors and furniture.',
          image: '/media/equipment/grip-hardware.svg',
        },
        {
          id: 266,
          name: 'Cardellini End Jaw Clamp',
          description:
            'A strong, low-profile clamp with jaws that close on round, square and flat surfaces, locking with a threaded handle. It holds heavy loads securely with a baby pin or junior receiver. Used for mounting lights and cameras to pipes, car frames, railings and set pieces.',
          image: '/media/equipment/grip-hardware.svg',
        },
        {
          id: 267,
          name: 'Matthews Big Ben Clamp',
          description:
            'A heavy-duty pipe clamp for tubes up to about 2 in with a baby pin or junior receiver. It is designed for heavy fixtures. Used to hang lights from scaffold pipe, speed-rail and truss, and to rig fixtures on location where no grid exists.',
          image: '/media/equipment/grip-hardware.svg',
        },
        {
          id: 268,
          name: 'Matthews Gobo Head 2.5 in',
          description:
            'A 2.5 in grip head with two slotted jaws that hold flag pins, arm rods and grip arms at any angle. It is the standard head on a C-stand arm. Used to hold flags, nets, reflectors and small fixtures on stands and arms on every set.',
          image: '/media/equipment/grip-hardware.svg',
        },
        {
          id: 269,
          name: 'Matthews Baby Wall Plate',
          description:
            'A steel plate with a 5/8 in baby pin that screws onto set walls, ceilings and beams. It provides a quick mounting point where there is no stand room. Used to hang small lights, practicals and accessories on sets and to mount fixtures under ceilings.',
          image: '/media/equipment/grip-hardware.svg',
        },
        {
          id: 270,
          name: 'Matthews Menace Arm Kit',
          description:
            'A boom arm kit that mounts on a heavy stand and extends a light overhead without putting a stand in the shot, with a counterweight and safety lines. Used for top light over tables and beds, hair light and overheads in studios and tight locations.',
          image: '/media/equipment/grip-hardware.svg',
        },
        {
          id: 271,
          name: 'Matthews Scissor Clamp',
          description:
            'A spring-loaded clamp that grips the T-bar of a drop-ceiling grid and provides a baby pin or hook below. It installs without tools and leaves no marks. Used in offices, schools, hospitals and hotels to hang small lights and practicals from suspended ceilings.',
          image: '/media/equipment/grip-hardware.svg',
        },
      ],
    },
    {
      id: 39,
      title: 'Apple Boxes, Sandbags & Cribbing',
      translations: {
        ht: 'Bwat bwa, sak sab ak kal',
        es: 'Cajones, sacos de arena y cuñas',
        fr: 'Cubes, sacs de sable et cales',
      },
      equipment: [
        {
          id: 272,
          name: 'Matthews Apple Box Set',
          description:
            'A set of four hardwood apple boxes, full, half, quarter and pancake, built with internal bracing and hand slots. They stack in three orientations. Used on every set to raise actors, cameras and furniture, level dolly track and act as a seat for the crew.',
          image: '/media/equipment/apple-boxes-sandbags.svg',
        },
        {
          id: 273,
          name: 'Matthews Sandbag 25 lb',
          description:
            'A 25 lb saddle-style sandbag with a carrying handle that drapes over a stand leg, made from heavy vinyl or canvas. It is a basic safety item. Used on every set and event to secure C-stands, combo stands, frames and anything that could tip in wind.',
          image: '/media/equipment/apple-boxes-sandbags.svg',
        },
        {
          id: 274,
          name: 'Matthews Sandbag 15 lb',
          description:
            'A 15 lb saddle-style sandbag for lighter stands and equipment, easy to carry several at once. It is a basic safety item. Used on sets and events to secure C-stands, baby stands, flags, monitors and cable runs.',
          image: '/media/equipment/apple-boxes-sandbags.svg',
        },
        {
          id: 275,
          name: 'Matthews Wedge Set',
          description:
            'A set of hardwood wedges and shims for levelling dolly track, stands and set pieces on uneven ground. They stack and lock together. Used by dolly grips to level track on exteriors and by set crews to steady platforms and risers.',
          image: '/media/equipment/apple-boxes-sandbags.svg',
        },
        {
          id: 276,
          name: 'Matthews Cup Blocks',
          description:
            'A set of hardwood blocks with a recessed cup that holds a caster or wheel in place. They keep wheeled stands, carts and dollies from rolling. Used on sets to lock down rolling stands and to level equipment on uneven floors.',
          image: '/media/equipment/apple-boxes-sandbags.svg',
        },
      ],
    },
  ],
};
