import type { SeedCategory } from '../seed-types.ts';

/** Lighting: part of the seed catalogue assembled in `catalogue.ts`. */
export const lighting: SeedCategory = {
  id: 1,
  title: 'Lighting',
  translations: { ht: 'Limyè', es: 'Iluminación', fr: 'Éclairage' },
  subcategories: [
    {
      id: 1,
      title: 'LED Panels & Soft Lights',
      translations: {
        ht: 'Panno LED ak limyè dous',
        es: 'Paneles LED y luces suaves',
        fr: 'Panneaux LED et sources douces',
      },
      equipment: [
        {
          id: 1,
          name: 'ARRI SkyPanel S30-C',
          description:
            "The smallest fixture in ARRI's SkyPanel soft-light family, with roughly half the emitting area of the S60. Full RGBW colour, tunable white from 2,800 K to 10,000 K with green-magenta correction, gel and source-matching presets, and DMX/RDM, Art-Net or sACN control. A go-to for interviews, car interiors and tight sets where a larger panel will not fit.",
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 2,
          name: 'ARRI SkyPanel S60-C',
          description:
            'The industry-standard 2 x 1 ft LED soft light, drawing about 450 W at full output. Tunable from 2,800 K to 10,000 K with full RGBW colour, gel presets and built-in effects, controlled locally or over DMX, Art-Net and sACN. Used on nearly every commercial and narrative set as a key, fill or overhead through a snapgrid, softbox or diffusion frame.',
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 3,
          name: 'ARRI SkyPanel S120-C',
          description:
            'A 4 x 1 ft SkyPanel with twice the emitting area of the S60-C for a broader, softer source. It shares the same RGBW engine, 2,800-10,000 K CCT range, effects and network control. Popular as a large key through diffusion, as an overhead soft light above a dining table or desk, and for evenly lighting cyc walls and backdrops.',
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 4,
          name: 'ARRI SkyPanel S360-C',
          description:
            "ARRI's largest SkyPanel, a 1,500 W yoke-mounted soft source built to replace big tungsten softboxes and bounced HMIs. Full RGBW colour and 2,800-10,000 K tunable white in a single fixture that hangs from a grid, a crane or a condor. Used on stages, car-process work and night exteriors that need a large, controllable soft source.",
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 5,
          name: 'Litepanels Gemini 2x1 Hard',
          description:
            'A 2 x 1 ft RGBWW LED panel with a hard-light lens that gives a punchier, more directional beam than the soft version. It offers tunable white, full colour, gel presets and lighting effects, and runs from mains or battery power. A favourite for day interiors through windows, sports promos and music videos that need saturated colour and real throw.',
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 6,
          name: 'Kino Flo Celeb 850 DMX',
          description:
            "A large, thin LED soft light roughly 4 x 2 ft with variable white and full colour control from the onboard menu or DMX. Kino Flo's even, wrap-around output makes it flattering on faces with very little diffusion. Used for beauty, talk-show and interview lighting, and as a broad fill on television sets and corporate stages.",
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 7,
          name: 'Aputure Nova P300c',
          description:
            'A 2 x 1 ft RGBWW soft panel with 2,300-10,000 K tunable white plus HSI, gel and effects modes, controlled by DMX or the Sidus Link app. It runs on mains or a battery plate and takes a softbox or honeycomb grid for control. A cost-effective studio panel for corporate shoots, interviews, product work and small commercial sets.',
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 8,
          name: 'Creamsource Vortex8',
          description:
            "A rugged 2 x 1 ft RGBWW panel of about 650 W with an IP65 rating for rain and dust, and individually controllable pixel zones. It covers a very wide CCT range with full colour and takes wired DMX, wireless CRMX or Ethernet control. Built for exterior night work, rain effects and car rigs, it handles South Florida's storms without tenting.",
          image: '/media/equipment/led-panels.svg',
        },
        {
          id: 9,
          name: 'DMG Lumière SL1 MIX',
          description:
            "A soft light panel from Rosco's DMG Lumière range using the six-colour MIX engine for high-fidelity white and saturated colour. It is light, quiet and can be run onboard, over DMX or from the myMIX app. Chosen by DPs who want accurate skin tones across tungsten and daylight on commercials, interviews and episodic TV.",
          image: '/media/equipment/led-panels.svg',
        },
      ],
    },
    {
      id: 2,
      title: 'Fresnels & HMIs',
      translations: { ht: 'Fresnel ak HMI', es: 'Fresneles y HMI', fr: 'Fresnels et HMI' },
      equipment: [
        {
          id: 10,
          name: 'ARRI M18 HMI',
          description:
            "An 1,800 W daylight HMI built around ARRI's MAX reflector, which combines the punch of a PAR with the even spread of a fresnel. With its EB 1.2/1.8 ballast it runs from a standard 20 A household circuit, so it needs no generator. The default big daylight source for location interiors, window light and day-exterior fill.",
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 11,
          name: 'ARRI M40 HMI',
          description:
            'A 4,000 W / 2,500 W HMI that uses the same MAX reflector as the M18, focusing from spot to flood without swapping lenses. It runs on an electronic flicker-free ballast from generator or distro power. Used to push daylight through windows, to light large bounces and as a sun source on mid-sized exteriors.',
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 12,
          name: 'ARRI M90 HMI',
          description:
            'A 9,000 W / 6,000 W MAX-reflector HMI delivering output close to a 12K fresnel in a lighter, more efficient head. Fed from a tow plant through its electronic ballast, it is focusable from spot to flood. Used as a sun or moon source, through 12 x 12 and 20 x 20 frames and for night exteriors that need one big shadow.',
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 13,
          name: 'ARRIMAX 18/12',
          description:
            "ARRI's 18,000 W / 12,000 W PAR HMI with a deep faceted reflector that focuses from spot to flood without spread lenses. It is one of the most powerful single-source film lights available and needs a dedicated generator feed. Used for sunlight effects, night exteriors from a condor and to light large stages and translight backings.",
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 14,
          name: 'ARRI True Blue T12 Fresnel',
          description:
            "A 12 kW / 10 kW tungsten fresnel from ARRI's True Blue line, with a large fresnel lens, smooth spot-to-flood focus and a cool-running housing. It gives the classic warm 3,200 K quality of big tungsten. Used as a late-afternoon sun through windows, on period interiors and on large sound-stage sets.",
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 15,
          name: 'Mole-Richardson 2K Baby Junior',
          description:
            "A 2,000 W tungsten fresnel in Mole-Richardson's compact Baby housing, focusable from spot to flood and supplied with barndoors and a scrim set. The design has been a Hollywood staple for decades. A workhorse for set lighting, hair and back lights, and warm fill on film and television stages.",
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 16,
          name: 'Mole-Richardson Tweenie 650W',
          description:
            'A 650 W tungsten fresnel sized between the Mole Midget and the Baby, small enough to clamp to a set wall or hide behind furniture. It comes with barndoors and scrims and plugs into any household circuit. Used as a kicker, backlight or accent on interviews, tabletop shots and small sets.',
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 17,
          name: 'ARRI L10-C LED Fresnel',
          description:
            'A full-colour LED fresnel with a 10 in lens and a wide spot-to-flood range, tunable from 2,800 K to 10,000 K with RGBW colour mixing. It draws a fraction of the power of the 2K tungsten fresnel it replaces and stays cool on set. Used in studios, theaters and on location for hard keys, backlight and colour accents.',
          image: '/media/equipment/fresnels-hmis.svg',
        },
        {
          id: 18,
          name: 'ARRI True Blue D12 HMI Fresnel',
          description:
            'A 1,200 W daylight HMI fresnel with a wide spot-to-flood range and a clean single shadow. Its electronic ballast plugs into a standard 20 A circuit and can run flicker-free for high-speed work. A mainstay for location interiors, backlighting and punching through windows or large diffusion.',
          image: '/media/equipment/fresnels-hmis.svg',
        },
      ],
    },
    {
      id: 3,
      title: 'Point-Source LED',
      translations: { ht: 'Limyè LED dirèk', es: 'Luces LED puntuales', fr: 'Sources LED ponctuelles' },
      equipment: [
        {
          id: 19,
          name: 'Aputure LS 600d Pro',
          description:
            'A 600 W-class daylight COB fixture with a Bowens mount, a weather-resistant head and a separate control box. It offers built-in CRMX wireless DMX as well as wired DMX and app control through Sidus Link. Used with softboxes, lanterns and fresnel attachments as a key, window source or day-exterior fill where a 1.2K HMI used to go.',
          image: '/media/equipment/point-source-led.svg',
        },
        {
          id: 20,
          name: 'Aputure LS 1200d Pro',
          description:
            'A 1,200 W-class daylight COB point source, among the brightest single-chip LED fixtures in its class. It takes Bowens-mount softboxes, the F14 fresnel and spot attachments, with CRMX, DMX and app control. Used as an HMI replacement for big window light, through 8 x 8 or 12 x 12 diffusion and as a moon source at night.',
          image: '/media/equipment/point-source-led.svg',
        },
        {
          id: 21,
          name: 'Aputure LS 300x',
          description:
            'A compact bi-colour COB light tunable from 2,700 K to 6,500 K, with a Bowens mount and a separate control box. It is light enough for a baby stand and runs on V-mount batteries as well as mains. A versatile key or backlight for interviews, documentaries and run-and-gun corporate shoots.',
          image: '/media/equipment/point-source-led.svg',
        },
        {
          id: 22,
          name: 'Nanlite Forza 500B II',
          description:
            "A bi-colour COB fixture covering 2,700-6,500 K with a Bowens mount and green-magenta adjustment. It works with Nanlite's fresnel and projection attachments and offers DMX and NANLINK app control. A cost-effective workhorse for studio and location keys when both tungsten and daylight balance are needed.",
          image: '/media/equipment/point-source-led.svg',
        },
        {
          id: 23,
          name: 'ARRI Orbiter',
          description:
            'A modular full-colour LED point source with interchangeable optics: open-face reflectors, a fresnel lens, a projection optic for gobos and dome or lantern softboxes. Its six-colour Spectra engine covers 2,000-20,000 K with accurate skin tones. One fixture that can play hard or soft, popular on commercials and episodic TV.',
          image: '/media/equipment/point-source-led.svg',
        },
      ],
    },
    {
      id: 4,
      title: 'Moving Heads',
      translations: { ht: 'Limyè motorize', es: 'Cabezas móviles', fr: 'Lyres' },
      equipment: [
        {
          id: 24,
          name: 'Martin MAC Aura XB',
          description:
            "A compact LED wash moving head with RGBW multichip LEDs, a wide zoom and Martin's signature backlight 'aura' effect that glows through the lens. It is bright, fast and quiet. Used for stage washes, audience lighting and eye-candy on truss at concerts, TV shows and corporate general sessions.",
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 25,
          name: 'Martin MAC Viper Profile',
          description:
            'A 1,000 W discharge profile moving head known for speed and output, with CMY colour mixing, rotating gobos, an animation wheel, iris and full framing shutters. A long-running rider favourite for arena and theater rigs that need crisp gobo projection and shaped beams on set pieces.',
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 26,
          name: 'Robe MegaPointe',
          description:
            'A 470 W discharge beam-spot hybrid that produces razor-sharp parallel beams as well as full gobo and prism effects, with CMY mixing and a very wide zoom. One of the most requested fixtures on festival and concert riders for aerial looks in haze and big-looks programming.',
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 27,
          name: 'Robe BMFL Spot',
          description:
            'A 1,700 W high-output discharge spot with CMY colour, rotating and static gobos, iris, prisms, frost and a 5-55 degree zoom. The BMFL family is a standard on large stages, in theaters and in television studios for bright, textured gobo looks that carry across big venues.',
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 28,
          name: 'Robe Spiider',
          description:
            "An LED wash-beam moving head with eighteen RGBW multichips ringed around a larger central 'flower' LED, with a wide zoom and individual pixel control. Used as a bright wash, a tight beam effect and pixel-mapped eye candy at concerts, clubs and broadcast shows.",
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 29,
          name: 'Claypaky Sharpy',
          description:
            'The fixture that defined the beam moving-head category: a small 189 W discharge lamp pushed through optics that produce an extremely narrow, intense beam. It carries a colour wheel, gobos and prisms in a light, fast head. Still a favourite for aerial beam looks in haze at concerts, DJ sets and clubs.',
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 30,
          name: 'Chauvet Professional Maverick MK3 Profile',
          description:
            'A high-output LED profile moving head with CMY colour mixing, variable CTO, rotating and static gobos, animation and full framing shutters. Quiet and efficient, it draws far less power than comparable discharge fixtures. Used on theater, corporate general-session and concert rigs alike.',
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 31,
          name: 'Elation Proteus Maximus',
          description:
            "An IP65-rated high-output LED profile moving head with CMY colour, framing shutters, gobos and effects in a sealed body. It is designed to stay on an outdoor rig without rain covers. Used on festival main stages, stadium shows and outdoor events in South Florida's wet season.",
          image: '/media/equipment/moving-heads.svg',
        },
        {
          id: 32,
          name: 'GLP impression X4 Bar 20',
          description:
            'A one-metre tilting batten with twenty RGBW LEDs behind individual zoom optics, each pixel controllable. It produces fan effects, tight beams or a smooth wash along its length. Used in lines on truss and floor for set architecture, pixel effects and audience sweeps in TV and concert design.',
          image: '/media/equipment/moving-heads.svg',
        },
      ],
    },
    {
      id: 5,
      title: 'Tubes & Practicals',
      translations: { ht: 'Tib ak lanp dekò', es: 'Tubos y luces prácticas', fr: 'Tubes et lampes de jeu' },
      equipment: [
        {
          id: 33,
          name: 'Astera Titan Tube',
          description:
            'A wireless, battery-powered LED tube about one metre long with sixteen individually controllable pixels and an IP65 rating. It is controlled from the Astera app, by built-in CRMX wireless DMX or wired DMX, and runs for hours on its internal battery. Used as in-shot practicals, hidden fill, and for music videos and stage sets.',
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 34,
          name: 'Astera Helios Tube',
          description:
            'The half-metre version of the Titan Tube, with eight pixels, the same colour engine and the same wireless control and internal battery. Its short length tucks into car interiors, shelves, doorways and set dressing. Often rented alongside Titan Tubes to build matching kits of different lengths.',
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 35,
          name: 'Astera Hyperion Tube',
          description:
            'A two-metre battery-powered LED tube, twice the length of the Titan, with thirty-two pixels and the same app, CRMX and DMX control. It gives a long, even line of light for large practicals and set pieces. Used for hallway and ceiling practicals, stage architecture and bold graphic looks in music videos.',
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 36,
          name: 'Astera NYX Bulb',
          description:
            'A full-colour LED bulb with a standard screw base that drops into practical lamps, sconces and pendants, with wireless control from the Astera app or CRMX. It matches tungsten or daylight white and can dim smoothly to a warm glow. Used by set dressers and gaffers to make on-screen practicals controllable from the dimmer board.',
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 37,
          name: 'Astera PixelBrick',
          description:
            "A compact, rugged, battery-powered LED 'brick' with full colour, wireless control and an IP65 rating. Accessories turn it into an uplight, a small wash or a hidden accent. Used for event uplighting on lawns and walls, as a small fill light in tight spots and for decor on film sets.",
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 38,
          name: 'Quasar Science Double Rainbow 4 ft',
          description:
            'A high-output 4 ft linear LED fixture with pixel control along its length, full colour and tunable white. It mounts with clips, yokes or ladders and can be ganged into larger arrays. Used for car interiors, ceiling practicals and pixel effects such as passing headlights, emergency lights and fire flicker.',
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 39,
          name: 'Aputure INFINIBAR PB12',
          description:
            'A 4 ft RGBWW pixel bar that links end-to-end with connectors to build lines and shapes, controlled by DMX, CRMX or the Sidus Link app. Each segment can play its own colour and effect. Used as in-shot architecture in music videos, on set walls and as a slim edge light behind furniture.',
          image: '/media/equipment/tubes-practicals.svg',
        },
        {
          id: 40,
          name: 'Aputure B7c Smart Bulb',
          description:
            'A 7 W RGBWW LED bulb with a standard E26 base and an internal battery, controlled over Bluetooth from the Sidus Link app. It can mimic tungsten practicals or shift to any colour. Used in lamps, pendants and fixtures on set so practical brightness and colour can be set without dimmers.',
          image: '/media/equipment/tubes-practicals.svg',
        },
      ],
    },
    {
      id: 6,
      title: 'LED PARs, Washes & Strobes',
      translations: {
        ht: 'PAR LED, wash ak limyè flach',
        es: 'PAR LED, washes y estrobos',
        fr: 'PAR LED, wash et stroboscopes',
      },
      equipment: [
        {
          id: 41,
          name: 'ETC ColorSource PAR',
          description:
            "A compact LED PAR using ETC's red, green, blue and lime mix for rich colour and usable whites, with interchangeable diffusers to change the beam. It is quiet and easy to address on any DMX console. Used for stage washes, cyc and backdrop lighting, uplighting and small theater productions.",
          image: '/media/equipment/pars-washes-strobes.svg',
        },
        {
          id: 42,
          name: 'Chauvet Professional COLORado 2-Quad Zoom',
          description:
            'An IP65 outdoor-rated RGBW LED wash with a motorised zoom, so one fixture covers narrow and wide throws. It runs in rain without covers and accepts DMX and wireless control. Used for outdoor stage washes, building and palm-tree uplighting, and festival decor.',
          image: '/media/equipment/pars-washes-strobes.svg',
        },
        {
          id: 43,
          name: 'Chauvet Professional Well Fit',
          description:
            'A battery-powered, wireless-DMX LED uplight in an IP-rated housing that runs a full evening on one charge. With no power or data cables to run, it sets up fast on ballroom walls and outdoor terraces. The standard fixture for weddings, galas and corporate receptions that need colour-matched uplighting.',
          image: '/media/equipment/pars-washes-strobes.svg',
        },
        {
          id: 44,
          name: 'Astera AX5 TriplePAR',
          description:
            'A battery-powered, wireless LED PAR with an IP65 rating and a range of beam-shaping accessories. It is controlled from the Astera app or CRMX and runs for hours on its internal battery. Used for event uplighting, landscape accents and as a hidden colour source on film sets.',
          image: '/media/equipment/pars-washes-strobes.svg',
        },
        {
          id: 45,
          name: 'GLP JDC1',
          description:
            'A hybrid strobe that combines a bright white LED strobe line with surrounding RGB plate pixels on a tilting head. It can flash, wash, pixel-chase and sweep. Used in lines across concert stages and TV sets for strobe hits, blinder-style bursts and pixel-mapped effects.',
          image: '/media/equipment/pars-washes-strobes.svg',
        },
        {
          id: 46,
          name: 'Martin Atomic 3000 LED',
          description:
            "An LED reinvention of the classic Atomic 3000 xenon strobe, with a white strobe plate and an RGB 'aura' face for colour backlight. It reproduces the familiar Atomic punch with much lower power draw and no lamp changes. Used for strobe effects in concerts, clubs and television shows.",
          image: '/media/equipment/pars-washes-strobes.svg',
        },
        {
          id: 47,
          name: 'Chauvet Professional Strike 4',
          description:
            'A four-cell warm-white LED blinder that mimics the look and dimming curve of tungsten molefay blinders. It gives audience blinds and warm stage hits without the heat or power draw of lamps. Used on concert and festival stages, sports intros and award shows.',
          image: '/media/equipment/pars-washes-strobes.svg',
        },
      ],
    },
    {
      id: 7,
      title: 'Ellipsoidals & Profiles',
      translations: { ht: 'Elipsoyidal ak pwofil', es: 'Elipsoidales y perfiles', fr: 'Découpes' },
      equipment: [
        {
          id: 48,
          name: 'ETC Source Four 750W Ellipsoidal 26°',
          description:
            'The theater-standard tungsten ellipsoidal with a 750 W HPL lamp and a 26-degree lens, plus a rotating barrel, four shutters and a gobo slot. It gives hard-edged, shapable light that can project patterns. Used for front light, specials, gobo projection and architectural accents at theaters and events.',
          image: '/media/equipment/ellipsoidals-profiles.svg',
        },
        {
          id: 49,
          name: 'ETC Source Four Zoom 15-30°',
          description:
            'A variable-beam Source Four with a 15-30 degree zoom lens, so one unit covers a range of throw distances and spot sizes. It uses the same HPL lamp, shutters and gobo slot as the fixed-lens units. Useful for touring productions and corporate events that move between venues of different sizes.',
          image: '/media/equipment/ellipsoidals-profiles.svg',
        },
        {
          id: 50,
          name: 'ETC Source Four Jr Zoom 25-50°',
          description:
            'A compact, lower-cost member of the Source Four family with a 25-50 degree zoom and a 575 W lamp. It has shutters and takes standard gobos. Used for short throws in ballrooms and small stages, and to project logos and patterns on walls and dance floors at corporate events and weddings.',
          image: '/media/equipment/ellipsoidals-profiles.svg',
        },
        {
          id: 51,
          name: 'ETC Source Four LED Series 3 Lustr X8',
          description:
            "The LED version of the Source Four with ETC's eight-colour Lustr X8 array for saturated colour and high-quality white. It accepts standard Source Four lens tubes, shutters and gobos and runs silently and cool. Used in theaters, TV studios and museums that need colour flexibility from a familiar profile fixture.",
          image: '/media/equipment/ellipsoidals-profiles.svg',
        },
        {
          id: 52,
          name: 'Chauvet Professional Ovation E-260WW',
          description:
            'A warm-white LED ellipsoidal designed as a drop-in replacement for tungsten profiles, with a smooth dimming curve and interchangeable lens tubes. It cuts power draw and heat while keeping the familiar look. Used for theater front light, specials and corporate lecterns.',
          image: '/media/equipment/ellipsoidals-profiles.svg',
        },
        {
          id: 53,
          name: 'ETC ColorSource Spot',
          description:
            "An LED ellipsoidal from ETC's ColorSource family that mixes colour and white in one unit and accepts Source Four lens tubes. It offers shutters and a gobo slot at an accessible price. Used by schools, houses of worship and events that want colour-changing profile light without moving heads.",
          image: '/media/equipment/ellipsoidals-profiles.svg',
        },
      ],
    },
    {
      id: 8,
      title: 'Follow Spots',
      translations: { ht: 'Limyè swiv', es: 'Cañones de seguimiento', fr: 'Poursuites' },
      equipment: [
        {
          id: 54,
          name: 'Robert Juliat Cyrano 2500W HMI Followspot',
          description:
            'A long-throw 2,500 W HMI followspot from French maker Robert Juliat, with a zoom optic, iris, mechanical dimmer and a colour changer. It gives a crisp, bright spot over long distances. Standard equipment for arenas and large theaters following performers on concerts, award shows and musicals.',
          image: '/media/equipment/follow-spots.svg',
        },
        {
          id: 55,
          name: 'Robert Juliat Lancelot 4000W HMI Followspot',
          description:
            "Robert Juliat's most powerful followspot, with a 4,000 W HMI source, long-throw zoom optics, iris, dimmer and colour changer. It is built for stadiums and very large arenas where throws are long and ambient light is high. Used on stadium concerts, sports opening ceremonies and large festivals.",
          image: '/media/equipment/follow-spots.svg',
        },
        {
          id: 56,
          name: 'Strong Super Trouper II',
          description:
            'The latest version of the classic Strong Super Trouper xenon followspot, known in arenas and theaters for decades. It has a bright xenon source, iris, colour boomerang and a sturdy stand for long shows. Used in performing-arts centers and arenas where operators want a familiar, dependable spot.',
          image: '/media/equipment/follow-spots.svg',
        },
        {
          id: 57,
          name: 'Lycian 1290 XLT',
          description:
            'A xenon followspot from Lycian designed for medium to long throws, with zoom optics, iris, dimming douser and a colour boomerang. It is a common house spot in theaters and arenas across the US. Used for concerts, musicals and graduations that need one or more tracked performers.',
          image: '/media/equipment/follow-spots.svg',
        },
        {
          id: 58,
          name: 'Robe RoboSpot BaseStation',
          description:
            'A remote followspot system that lets an operator drive a Robe moving head from a ground-level base station with a camera view, handles and dimmer. It removes the need for operators in the truss. Used on arena tours, TV shows and festivals where rigging followspot chairs is impractical or unsafe.',
          image: '/media/equipment/follow-spots.svg',
        },
      ],
    },
    {
      id: 9,
      title: 'Lighting Control',
      translations: { ht: 'Kontwòl limyè', es: 'Control de iluminación', fr: 'Contrôle lumière' },
      equipment: [
        {
          id: 59,
          name: 'grandMA3 light',
          description:
            'The mid-size grandMA3 console from MA Lighting, running the same software as the full-size desk with motorised playback faders and built-in touchscreens. It handles mid-size concert, theater and TV rigs and scales up with MA processing units. One of the most requested consoles on lighting riders worldwide.',
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 60,
          name: 'grandMA3 full-size',
          description:
            "MA Lighting's flagship grandMA3 console with large multi-touch screens, motorised faders and extensive playbacks. It is the standard for large concerts, festivals and television with big fixture counts and complex programming. Usually paired with MA processing units and a backup console for redundancy.",
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 61,
          name: 'grandMA3 onPC command wing',
          description:
            'A compact hardware surface that runs grandMA3 onPC software on a laptop, giving physical encoders, keys and faders. It unlocks a number of parameters on its own and grows with additional hardware. Used for smaller events, pre-visualisation, busking and as a backup for a full-size console.',
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 62,
          name: 'ChamSys MagicQ MQ500M Stadium',
          description:
            "ChamSys's flagship console with a large multi-touch screen, motorised faders and a very high universe count without extra licences. It handles large concert and festival rigs with lighting, video and pixel mapping in one desk. Popular with touring programmers for its speed and generous output capacity.",
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 63,
          name: 'Avolites Titan Mobile',
          description:
            "A compact USB control wing that runs Avolites' Titan software on a laptop, with playback faders, encoders and buttons. It is small enough for a backpack. Used for club and small concert shows, busking at festivals and as a portable backup for larger Titan consoles.",
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 64,
          name: 'ETC Eos Ti',
          description:
            "ETC's flagship theatrical lighting console with large multi-touch displays, motorised faders and the Eos software that dominates theater and broadcast. It handles large fixture counts, cue-based programming and tracking. Used for Broadway-style productions, opera, television and complex corporate shows.",
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 65,
          name: 'ETC Ion Xe 20',
          description:
            'A mid-size Eos-family console with a built-in 20-fader wing, running the same software as the Eos Ti. It is compact enough for small control rooms and tech tables. Used for regional theater, schools, houses of worship and corporate events that need cue-based control.',
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 66,
          name: 'Luminex LumiNode 12',
          description:
            'A rack-mount network node that converts Art-Net and sACN to twelve DMX/RDM ports, with processing, merging and backup features. It is a reliable backbone for large lighting networks. Used at front of house and on stage to distribute data from consoles to fixtures on concerts and festivals.',
          image: '/media/equipment/lighting-control.svg',
        },
        {
          id: 67,
          name: 'City Theatrical SHoW DMX Neo',
          description:
            'A wireless DMX transceiver that sends or receives multiple DMX universes with robust, interference-resistant radio. It replaces long data runs to remote positions. Used to feed towers, floats, hard-to-cable stages and battery fixtures at festivals, parades and outdoor events.',
          image: '/media/equipment/lighting-control.svg',
        },
      ],
    },
  ],
};
