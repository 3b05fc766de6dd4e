import type { SeedCategory } from '../seed-types.ts';

/** Sound: part of the seed catalogue assembled in `catalogue.ts`. */
export const sound: SeedCategory = {
  id: 2,
  title: 'Sound',
  translations: { ht: 'Son', es: 'Sonido', fr: 'Sonorisation' },
  subcategories: [
    {
      id: 10,
      title: 'Line Arrays',
      translations: { ht: 'Opalè line array', es: 'Bocinas line array', fr: 'Enceintes line array' },
      equipment: [
        {
          id: 68,
          name: 'L-Acoustics K2',
          description:
            'A full-size, three-way line source with two 12 in low-frequency drivers and adjustable Panflex horizontal directivity, letting each cabinet cover 70 or 110 degrees, symmetric or asymmetric. Driven by LA12X amplified controllers. A standard for arena tours and large festival main stages.',
          image: '/media/equipment/line-arrays.svg',
        },
        {
          id: 69,
          name: 'L-Acoustics Kara II',
          description:
            'A compact two-way line source with two 8 in woofers and Panflex variable horizontal directivity. It is light enough to fly from modest rigging points yet throws well. Used in theaters, ballrooms, corporate general sessions and mid-size outdoor stages, often with SB18 or KS28 subwoofers.',
          image: '/media/equipment/line-arrays.svg',
        },
        {
          id: 70,
          name: 'd&b audiotechnik V8',
          description:
            "A passive three-way line array cabinet from d&b's V-Series with 80-degree horizontal dispersion. It delivers high output in a relatively compact box and is driven by d&b D80 or D20 amplifiers. Used for mid-size concerts, festivals and large corporate events, frequently paired with V-SUB.",
          image: '/media/equipment/line-arrays.svg',
        },
        {
          id: 71,
          name: 'd&b audiotechnik KSL8',
          description:
            "A line array from d&b's SL-Series with 80-degree horizontal dispersion and directivity control that extends into the low end, reducing energy on stage and behind the array. Used for large concerts and festivals where stage noise and sound-spill into neighbourhoods must be controlled.",
          image: '/media/equipment/line-arrays.svg',
        },
        {
          id: 72,
          name: 'Meyer Sound LEOPARD',
          description:
            'A compact self-powered line array element with amplification and processing built into each cabinet. It has linear, uncoloured sound and simplifies setup because no amp racks are needed. Used in theaters, houses of worship, corporate general sessions and small to mid-size outdoor concerts.',
          image: '/media/equipment/line-arrays.svg',
        },
        {
          id: 73,
          name: 'Meyer Sound PANTHER',
          description:
            'A large-format self-powered line array that is notably lighter and more efficient than earlier Meyer flagships. It delivers high output with low distortion and built-in monitoring over the network. Used for arenas, stadiums and large festival main stages.',
          image: '/media/equipment/line-arrays.svg',
        },
        {
          id: 74,
          name: 'JBL VTX A12',
          description:
            "A full-size line array element from JBL Professional's VTX series with dual 12 in woofers and a high-frequency waveguide. It is driven by Crown amplification with JBL presets. A common choice on concert and festival riders for main hangs and side fills.",
          image: '/media/equipment/line-arrays.svg',
        },
      ],
    },
    {
      id: 11,
      title: 'Point-Source & Stage Monitors',
      translations: {
        ht: 'Opalè ak monitè sèn',
        es: 'Bocinas y monitores de escenario',
        fr: 'Enceintes point source et retours de scène',
      },
      equipment: [
        {
          id: 75,
          name: 'L-Acoustics X15 HiQ',
          description:
            'A low-profile 15 in coaxial stage monitor with high output and a consistent, feedback-resistant coverage pattern. It is one of the most requested wedges on touring riders. Used for vocal and instrument monitoring on concert stages and as a powerful drum fill.',
          image: '/media/equipment/point-source-monitors.svg',
        },
        {
          id: 76,
          name: 'L-Acoustics X12',
          description:
            'A versatile 12 in coaxial enclosure that works as a floor wedge, front fill, delay or small main speaker. It is compact, light and driven by L-Acoustics amplified controllers. Used on corporate stages, theaters and as monitors for smaller bands.',
          image: '/media/equipment/point-source-monitors.svg',
        },
        {
          id: 77,
          name: 'd&b audiotechnik M4',
          description:
            'A 15 in coaxial stage monitor with a low profile and high output, driven by d&b D20 or D80 amplifiers. Its tight, consistent coverage makes high monitor levels achievable without feedback. Used on concert and festival stages worldwide.',
          image: '/media/equipment/point-source-monitors.svg',
        },
        {
          id: 78,
          name: 'Meyer Sound MJF-212A',
          description:
            'A self-powered high-output stage monitor with two 12 in woofers and a compression driver, with amplification and processing built in. It is known for clean, very loud vocal monitoring. Used for loud rock and Latin concerts, and as side fills.',
          image: '/media/equipment/point-source-monitors.svg',
        },
        {
          id: 79,
          name: 'Meyer Sound ULTRA-X40',
          description:
            'A compact self-powered point-source loudspeaker with wide, even coverage and a rotatable horn. It is easy to deploy on a stand, yoke or flown. Used as front fills, delays, under-balcony speakers and as mains for small corporate events and theater.',
          image: '/media/equipment/point-source-monitors.svg',
        },
        {
          id: 80,
          name: 'QSC K12.2',
          description:
            'A 2,000 W powered 12 in two-way loudspeaker with built-in DSP, scenes and a tilting design that works on a pole or as a wedge. It is simple to set up and light. Used for corporate presentations, small parties, DJ sets and as portable PA for breakouts.',
          image: '/media/equipment/point-source-monitors.svg',
        },
        {
          id: 81,
          name: 'JBL PRX915',
          description:
            'A 2,000 W powered 15 in two-way loudspeaker with onboard DSP, app control and a rugged cabinet. It delivers full-range sound without subs for speech and background music. Used at private parties, weddings, small outdoor events and as a portable PA.',
          image: '/media/equipment/point-source-monitors.svg',
        },
      ],
    },
    {
      id: 12,
      title: 'Subwoofers',
      translations: { ht: 'Opalè bas', es: 'Subwoofers', fr: 'Caissons de basses' },
      equipment: [
        {
          id: 82,
          name: 'L-Acoustics KS28',
          description:
            'A high-output subwoofer with two 18 in drivers, flown or ground-stacked, and configurable in cardioid arrays to reduce energy on stage. It pairs with K2, K1 and Kara II systems. Used for arena concerts, EDM events and festival main stages.',
          image: '/media/equipment/subwoofers.svg',
        },
        {
          id: 83,
          name: 'L-Acoustics SB18',
          description:
            'A compact subwoofer with a single 18 in driver, flyable with Kara and ARCS systems or stacked on the ground. It extends low-frequency response for mid-size systems. Used on corporate events, theaters and smaller outdoor stages.',
          image: '/media/equipment/subwoofers.svg',
        },
        {
          id: 84,
          name: 'd&b audiotechnik SL-SUB',
          description:
            "A cardioid subwoofer from d&b's SL-Series with three 21 in drivers arranged to cancel low-frequency energy behind the cabinet. It produces very high output with strong directivity. Used on large festival and stadium stages where bass control is essential.",
          image: '/media/equipment/subwoofers.svg',
        },
        {
          id: 85,
          name: 'Meyer Sound 1100-LFC',
          description:
            'A self-powered low-frequency control element with two 18 in drivers, built-in amplification and very low distortion. It can be flown or ground-stacked in cardioid arrays. Used with LEO, LYON and PANTHER systems for arena and festival bass.',
          image: '/media/equipment/subwoofers.svg',
        },
        {
          id: 86,
          name: 'JBL VTX B28',
          description:
            'A dual 18 in subwoofer from the VTX series that can be ground-stacked or flown with VTX line arrays. It delivers deep, high-output bass with Crown amplification. Used on concert, festival and DJ stages as part of JBL systems.',
          image: '/media/equipment/subwoofers.svg',
        },
        {
          id: 87,
          name: 'QSC KS212C',
          description:
            'A powered cardioid subwoofer with two 12 in drivers that directs bass forward and reduces it behind the cabinet. It is compact enough for a van. Used with QSC K.2 speakers for corporate events, DJ sets and private parties, keeping stage areas cleaner.',
          image: '/media/equipment/subwoofers.svg',
        },
      ],
    },
    {
      id: 13,
      title: 'Mixing Consoles',
      translations: { ht: 'Konsòl miksaj', es: 'Consolas de mezcla', fr: 'Consoles de mixage' },
      equipment: [
        {
          id: 88,
          name: 'Yamaha CL5',
          description:
            'A digital mixing console with 72 mono and 8 stereo input channels and Dante networking to Rio stageboxes. Its familiar workflow and reliability make it one of the most common rider consoles. Used at front of house and monitors for corporate events, theaters, houses of worship and concerts.',
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 89,
          name: 'Yamaha QL1',
          description:
            'A compact Yamaha digital console with 32 mono and 8 stereo inputs, local I/O and Dante networking. It shares the CL workflow in a small frame. Used for small corporate events, breakout rooms, theater productions and monitor positions where space is tight.',
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 90,
          name: 'Yamaha RIVAGE PM10',
          description:
            "Yamaha's flagship digital mixing system with a large control surface, high channel count and Rupert Neve Silk processing, running on redundant networked I/O. Used for major tours, broadcast events and large festival stages that need top-tier sound and redundancy.",
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 91,
          name: 'DiGiCo SD12',
          description:
            'A compact DiGiCo digital console with two touchscreens, a large channel count and the SD-series workflow. It fits tight FOH positions while offering extensive processing. Popular for festivals, corporate events and tours as FOH or monitor console.',
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 92,
          name: 'DiGiCo Quantum 338',
          description:
            'A flagship-level DiGiCo console with three large touchscreens, very high channel count and Quantum processing including Mustard channel processing and Spice Rack plug-ins. Used at FOH and monitors for major concerts and touring productions.',
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 93,
          name: 'Avid VENUE S6L-24D',
          description:
            'An Avid VENUE digital console with 24 faders, a large touchscreen and tight Pro Tools integration for multitrack recording and virtual soundcheck. It accepts AAX plug-ins. Used on tours and concerts where engineers want their familiar plug-in chain.',
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 94,
          name: 'Allen & Heath dLive S7000',
          description:
            "The largest control surface in Allen & Heath's dLive system, which splits the surface from a MixRack handling processing and I/O. It offers a large channel count, flexible layouts and strong effects. Used for concerts, theater, broadcast and corporate shows.",
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 95,
          name: 'Allen & Heath SQ-6',
          description:
            'A compact 96 kHz digital mixer with 48 input channels, 24+1 motorised faders and a touchscreen, expandable with Allen & Heath stageboxes. It is straightforward and reliable. Used for corporate events, small concerts, houses of worship and private parties.',
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 96,
          name: 'Midas M32 LIVE',
          description:
            "A 40-input digital console with 25 motorised faders, Midas PRO microphone preamps and built-in 32-track recording to card. It is a familiar, affordable rider console. Used for club shows, corporate events, festivals' smaller stages and monitor positions.",
          image: '/media/equipment/mixing-consoles.svg',
        },
        {
          id: 97,
          name: 'Behringer WING',
          description:
            'A digital console with 48 stereo input channels, a 10 in touchscreen, flexible routing and extensive effects in a compact frame. It connects to Behringer and Midas stageboxes. Used for corporate events, houses of worship and bands that need a capable, affordable desk.',
          image: '/media/equipment/mixing-consoles.svg',
        },
      ],
    },
    {
      id: 14,
      title: 'Wireless & In-Ear Systems',
      translations: {
        ht: 'Mikwo san fil ak in-ear',
        es: 'Micrófonos inalámbricos e in-ear',
        fr: 'Micros HF et in-ear',
      },
      equipment: [
        {
          id: 98,
          name: 'Shure ULXD24/B58 Wireless',
          description:
            'A digital wireless handheld system pairing the ULXD4 receiver with a ULXD2 transmitter fitted with the Beta 58A capsule. It offers clean 24-bit audio, efficient spectrum use and optional AES-256 encryption. The standard handheld for corporate presenters, hosts and vocalists.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 99,
          name: 'Shure Axient Digital AD4Q',
          description:
            "A four-channel digital wireless receiver from Shure's top-tier Axient Digital line, with Dante output, ShowLink remote control and excellent RF performance. Used for large multichannel shows, broadcast and theater where dozens of wireless mics must coexist.",
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 100,
          name: 'Shure QLXD24/SM58 Wireless',
          description:
            'A digital wireless handheld system with the QLXD4 receiver and an SM58 capsule, delivering the familiar SM58 sound without a cable. It is dependable and easy to coordinate. Used for speeches, toasts, panel discussions and live music at events of every size.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 101,
          name: 'Sennheiser EW-DX 835-S Set',
          description:
            "A digital wireless handheld set from Sennheiser's Evolution Wireless Digital line with an 835 cardioid capsule, mute switch and a half-rack receiver. It offers wide tuning and easy setup via the Sennheiser app. Used for presenters, singers and MCs at corporate and private events.",
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 102,
          name: 'Sennheiser Digital 6000 EM 6000',
          description:
            'A two-channel digital wireless receiver with Long Range mode and excellent intermodulation performance for dense RF environments. It works with Digital 6000 handhelds and bodypacks. Used for theater, broadcast and large live events where reliability is critical.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 103,
          name: 'Lectrosonics SRc Dual Receiver',
          description:
            'A dual-channel slot-mount or camera-mount wireless receiver from Lectrosonics, widely used by production sound mixers. It receives Digital Hybrid Wireless transmitters with excellent range. Used on film and TV sets in sound bags and on cameras.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 104,
          name: 'Lectrosonics SMWB Transmitter',
          description:
            'A compact wideband bodypack transmitter that can also record to microSD in case of RF dropouts. It runs on AA batteries and is small enough to hide on talent. Used on film, TV and reality sets with lavalier microphones.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 105,
          name: 'RØDE Wireless PRO',
          description:
            'A compact dual-channel wireless microphone kit with 32-bit float onboard recording, timecode and a charging case. It clips onto talent and connects to cameras or recorders. Used for documentaries, interviews, social content and run-and-gun corporate video.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 106,
          name: 'Shure PSM 1000',
          description:
            'A professional dual-channel wireless in-ear monitor system with a diversity bodypack receiver for consistent RF. It gives performers a clean, personal mix at lower stage volumes. Used on concert tours, festivals and TV music performances.',
          image: '/media/equipment/wireless-systems.svg',
        },
        {
          id: 107,
          name: 'Sennheiser ew IEM G4',
          description:
            'A wireless in-ear monitor system with a half-rack transmitter and compact bodypack receiver. It is simple to set up and dependable. Used for bands, houses of worship, corporate presenters who need program audio, and smaller concert stages.',
          image: '/media/equipment/wireless-systems.svg',
        },
      ],
    },
    {
      id: 15,
      title: 'Microphones',
      translations: { ht: 'Mikwo', es: 'Micrófonos', fr: 'Microphones' },
      equipment: [
        {
          id: 108,
          name: 'Shure SM58',
          description:
            'The industry-standard dynamic vocal microphone with a cardioid pattern, built-in pop filter and famously rugged construction. It handles high stage volumes and rough handling. Used on nearly every stage for vocals, speeches and announcements.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 109,
          name: 'Shure SM57',
          description:
            'A dynamic cardioid instrument microphone trusted on guitar amplifiers, snare drums and brass. It takes very high sound pressure levels and survives years on the road. A fixture on concert stages and in studios, and a backup vocal mic.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 110,
          name: 'Shure Beta 52A',
          description:
            'A supercardioid dynamic kick-drum microphone with a tailored low-frequency response and an integrated locking stand adapter. It handles extreme sound pressure levels. Used on kick drums, bass cabinets and other low-frequency sources on stage.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 111,
          name: 'Shure Beta 91A',
          description:
            'A half-cardioid condenser boundary microphone with a built-in preamp, designed to sit inside a kick drum. It delivers a clean, punchy attack. Also used on pianos and as a boundary mic on lecterns, conference tables and stage floors.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 112,
          name: 'Sennheiser e935',
          description:
            'A dynamic cardioid vocal microphone with a clear, present sound and good feedback rejection. It is robust and consistent. A favourite alternative to the SM58 for lead vocals, hosts and MCs on concerts and events.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 113,
          name: 'Sennheiser MD 421-II',
          description:
            'A classic large-diaphragm dynamic microphone with a five-position bass roll-off. It is used on toms, guitar cabinets, horns and broadcast voice. A long-standing standard in studios and on stage for its warm, detailed sound.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 114,
          name: 'Sennheiser MKH 416',
          description:
            'A supercardioid/lobar shotgun microphone with RF-condenser design that resists humidity, making it well suited to Florida exteriors. It has a focused pickup and strong rejection from the sides. The standard boom mic for film, TV and ENG dialogue.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 115,
          name: 'Neumann KMS 105',
          description:
            'A supercardioid condenser handheld vocal microphone with a detailed, studio-like sound and good feedback rejection. It is a step up from dynamic mics for singers who want clarity. Used for lead vocals in concerts, theater and corporate entertainment.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 116,
          name: 'AKG C414 XLS',
          description:
            'A large-diaphragm condenser microphone with nine selectable polar patterns, pad and bass-cut settings. It is accurate and versatile. Used for overheads, acoustic instruments, pianos, choirs and voice-over in studios and live settings.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 117,
          name: 'DPA 4099 Instrument Microphone',
          description:
            'A supercardioid miniature condenser with flexible gooseneck and instrument-specific clips for violins, horns, guitars and drums. It gives natural sound and good isolation. Used in theater pits, acoustic concerts and orchestras.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 118,
          name: 'Sanken COS-11D Lavalier',
          description:
            'An omnidirectional miniature lavalier widely used in film and TV production for its natural voice reproduction and easy hiding. It pairs with wireless transmitters. A standard body mic for narrative, reality and interview work.',
          image: '/media/equipment/microphones.svg',
        },
        {
          id: 119,
          name: 'RØDE NTG5',
          description:
            "A lightweight short shotgun microphone with RF-bias technology for humidity resistance and a natural sound. It is easy on boom operators' arms. Used on film and TV sets, documentaries and interviews as a boom or camera-mounted mic.",
          image: '/media/equipment/microphones.svg',
        },
      ],
    },
    {
      id: 16,
      title: 'Amplifiers, Processing & Stage Boxes',
      translations: {
        ht: 'Anplifikatè, pwosesè ak bwat sèn',
        es: 'Amplificadores, procesadores y stage boxes',
        fr: 'Amplis, processeurs et boîtiers de scène',
      },
      equipment: [
        {
          id: 120,
          name: 'L-Acoustics LA12X',
          description:
            'A four-channel amplified controller with onboard DSP, factory presets for L-Acoustics loudspeakers and network control through LA Network Manager. Used to drive K2, Kara II, KS28 and monitor wedges in L-Acoustics systems for concerts and corporate events.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 121,
          name: 'd&b audiotechnik D80',
          description:
            'A four-channel 4 x 4,000 W amplifier with built-in DSP and d&b loudspeaker presets, including ArrayProcessing. It is remote-controlled via the R1 software. Used to drive d&b line arrays, subs and wedges for concerts, theaters and corporate shows.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 122,
          name: 'Lab.gruppen PLM 20000Q',
          description:
            'A four-channel 20,000 W powered loudspeaker management system with integrated Lake processing. It delivers high output with flexible channel power. Used in touring and installed systems to drive large line arrays and subwoofers.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 123,
          name: 'Powersoft X8',
          description:
            'An eight-channel amplifier platform with built-in DSP, Dante networking and high power density in a 2U frame. It supports many loudspeaker brands through presets. Used in rental systems for flexibility with line arrays, subs and monitors.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 124,
          name: 'Meyer Sound GALAXY 816',
          description:
            "A network loudspeaker management processor with 8 inputs and 16 outputs, used to align, delay and EQ speaker systems using Meyer's Compass software. Used on concerts, theaters and corporate events to tune mains, fills, delays and subs.",
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 125,
          name: 'Yamaha Rio3224-D2',
          description:
            'A 32-input, 16-output Dante stagebox with high-quality preamps and redundant Dante ports. It links to Yamaha CL, QL and RIVAGE consoles. Used to put mic inputs close to the stage and feed the FOH console over a single network cable.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 126,
          name: 'DiGiCo SD-Rack',
          description:
            'A large-format stage rack with modular input and output cards, connecting to DiGiCo consoles over optics or MADI. It offers high channel counts and redundancy. Used for large concerts and festival stages.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 127,
          name: 'Radial ProDI Direct Box',
          description:
            'A passive direct box that converts instrument and line signals to balanced mic level, with a pad and ground lift. It needs no power and is very durable. Used for bass guitars, keyboards, laptops and playback devices on stage.',
          image: '/media/equipment/amps-processing.svg',
        },
        {
          id: 128,
          name: 'Radial J48 Active DI',
          description:
            'A phantom-powered active direct box with high headroom and clear sound, ideal for low-output instruments and acoustic guitar pickups. Its ground-lift and polarity switches solve hum problems. A standard DI on concert and corporate stages.',
          image: '/media/equipment/amps-processing.svg',
        },
      ],
    },
    {
      id: 17,
      title: 'Intercom & Communications',
      translations: {
        ht: 'Entèkòm ak kominikasyon',
        es: 'Intercom y comunicaciones',
        fr: 'Intercom et communications',
      },
      equipment: [
        {
          id: 129,
          name: 'Clear-Com FreeSpeak II',
          description:
            'A digital wireless intercom system with beltpacks that roam between antennas, giving crews hands-free, full-duplex communication across large venues. Used for stage management, camera crews and production teams on concerts, broadcast and large corporate events.',
          image: '/media/equipment/intercom.svg',
        },
        {
          id: 130,
          name: 'Clear-Com Encore MS-702',
          description:
            'A two-channel partyline main station that powers and connects wired beltpacks in a classic intercom setup. It is simple and reliable. Used in theaters, live events and broadcast trucks to link FOH, stage management and technicians.',
          image: '/media/equipment/intercom.svg',
        },
        {
          id: 131,
          name: 'Clear-Com RS-702 Beltpack',
          description:
            'A two-channel wired partyline beltpack with a headset connector, call lights and volume controls. It is durable and easy to use. Used by lighting, sound, video and stage crews on wired intercom systems at theaters and events.',
          image: '/media/equipment/intercom.svg',
        },
        {
          id: 132,
          name: 'Riedel Bolero Wireless Intercom',
          description:
            'A DECT-based wireless intercom system with roaming beltpacks, integrated with Riedel Artist matrix systems or run standalone. It offers excellent range and clear audio. Used in broadcast, sports and large live productions.',
          image: '/media/equipment/intercom.svg',
        },
        {
          id: 133,
          name: 'Hollyland Solidcom C1 Pro',
          description:
            'A full-duplex wireless intercom with headset-integrated transceivers and a hub, supporting multiple users. It is quick to deploy with no beltpacks. Used on film sets, live streams and small events for crew communication.',
          image: '/media/equipment/intercom.svg',
        },
        {
          id: 134,
          name: 'Motorola CP200d',
          description:
            'A rugged two-way radio used widely on film sets, events and venues for crew communication. It supports analog and digital modes and has long battery life. Rented in sets with chargers and surveillance earpieces for production, security and logistics teams.',
          image: '/media/equipment/intercom.svg',
        },
        {
          id: 135,
          name: 'Motorola DTR700',
          description:
            'A 900 MHz digital license-free two-way radio with private calls, group calls and good coverage in buildings. It needs no FCC licence. Used for event staffing, hotel ballrooms, festivals and production offices.',
          image: '/media/equipment/intercom.svg',
        },
      ],
    },
  ],
};
