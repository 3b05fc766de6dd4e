import type { SeedCategory } from '../seed-types.ts';

/** Power & Generators: part of the seed catalogue assembled in `catalogue.ts`. */
export const powerAndGenerators: SeedCategory = {
  id: 8,
  title: 'Power & Generators',
  translations: { ht: 'Kouran ak dèlko', es: 'Energía y generadores', fr: 'Énergie et groupes électrogènes' },
  subcategories: [
    {
      id: 43,
      title: 'Tow-Behind Generators',
      translations: {
        ht: 'Dèlko sou trelè',
        es: 'Generadores remolcables',
        fr: 'Groupes électrogènes tractables',
      },
      equipment: [
        {
          id: 289,
          name: 'Caterpillar XQ60 Tow-Behind Generator',
          description:
            'A 60 kW-class sound-attenuated diesel generator on a road trailer, with a large fuel tank for long run times and selectable voltages. It supplies three-phase or single-phase power through Camlok and receptacle panels. Used to power lighting for film sets, outdoor events and mid-size stages.',
          image: '/media/equipment/tow-generators.svg',
        },
        {
          id: 290,
          name: 'Caterpillar XQ125 Tow-Behind Generator',
          description:
            'A 125 kW-class sound-attenuated diesel generator on a road trailer with selectable output voltages and Camlok connections. It runs quietly enough for residential areas. Used to power large lighting packages on film sets, festival stages and concerts with big audio and video loads.',
          image: '/media/equipment/tow-generators.svg',
        },
        {
          id: 291,
          name: 'Multiquip Whisperwatt DCA45SSIU4F',
          description:
            "A 45 kVA (36 kW) sound-attenuated diesel generator from Multiquip's Whisperwatt line, with a low-noise enclosure and selectable voltage. We keep it on a tow trailer so it moves easily between locations. Used for film units, small stages and events that need quiet, reliable power near the set.",
          image: '/media/equipment/tow-generators.svg',
        },
        {
          id: 292,
          name: 'Multiquip Whisperwatt DCA70SSIU4F',
          description:
            "A 70 kVA (56 kW) sound-attenuated diesel generator from Multiquip's Whisperwatt line, with a quiet enclosure, large fuel tank and selectable voltage, kept on a tow trailer. Used for film sets with HMI packages, concerts and festival stages that need reliable power for a full day.",
          image: '/media/equipment/tow-generators.svg',
        },
        {
          id: 293,
          name: 'Atlas Copco QAS 60',
          description:
            'A 60 kVA sound-attenuated diesel generator from Atlas Copco on a towable trailer, with a compact, quiet enclosure and selectable output. It is built for rental use and easy servicing. Used for events, festivals, construction and location film work that need steady power.',
          image: '/media/equipment/tow-generators.svg',
        },
      ],
    },
    {
      id: 44,
      title: 'Portable Inverter Generators',
      translations: {
        ht: 'Dèlko envètè pòtab',
        es: 'Generadores inverter portátiles',
        fr: 'Groupes électrogènes inverter',
      },
      equipment: [
        {
          id: 294,
          name: 'Honda EU7000is',
          description:
            'A 7,000 W (5,500 W rated) gasoline inverter generator with fuel injection and electric start, producing clean power safe for LED fixtures, laptops and audio. It is quiet enough to run near a set with a little distance. Used for small film units, outdoor events and food and beverage areas.',
          image: '/media/equipment/inverter-generators.svg',
        },
        {
          id: 295,
          name: 'Honda EU3000is',
          description:
            'A 3,000 W (2,800 W rated) gasoline inverter generator with quiet operation and a wheel kit. It produces clean power for electronics. Used for small lighting setups, DIT carts, video village, audio systems and outdoor parties where shore power is not available.',
          image: '/media/equipment/inverter-generators.svg',
        },
        {
          id: 296,
          name: 'Honda EU2200i',
          description:
            'A compact 2,200 W (1,800 W rated) gasoline inverter generator that a single crew member can carry. It is very quiet and can be paralleled with a second unit. Used for small LED fixtures, laptops, monitors and charging stations on location and at events.',
          image: '/media/equipment/inverter-generators.svg',
        },
        {
          id: 297,
          name: 'Yamaha EF6300iSDE',
          description:
            'A 6,300 W (5,000 W rated) gasoline inverter generator with electric start, wheels and quiet operation. It produces clean power for sensitive electronics. Used for LED lighting packages, audio systems and food areas at outdoor events and on small film sets.',
          image: '/media/equipment/inverter-generators.svg',
        },
        {
          id: 298,
          name: 'Yamaha EF2200iS',
          description:
            'A compact 2,200 W (1,800 W rated) gasoline inverter generator with a quiet enclosure and fuel gauge, light enough to carry by hand. It is dependable and economical. Used for small LED lights, monitors, DIT carts and charging stations on location.',
          image: '/media/equipment/inverter-generators.svg',
        },
      ],
    },
    {
      id: 45,
      title: 'Power Distribution',
      translations: {
        ht: 'Distribisyon kouran',
        es: 'Distribución eléctrica',
        fr: 'Distribution électrique',
      },
      equipment: [
        {
          id: 299,
          name: 'Motion Picture Distro Box 100A',
          description:
            'A 100 A film-style distribution box with a Bates 100 A input and a mix of Bates and 20 A Edison outlets protected by breakers. It splits generator or tie-in power for a set. Used on film sets and events to feed lights, carts and video village from a main feeder run.',
          image: '/media/equipment/power-distribution.svg',
        },
        {
          id: 300,
          name: 'Camlok 400A Distro Box',
          description:
            'A 400 A three-phase distribution box with Camlok feed-through connectors and breakered Bates and Edison outputs. It sits at the heart of a generator or tie-in power system. Used on film sets, concerts and festival stages to distribute power to lighting, audio and video.',
          image: '/media/equipment/power-distribution.svg',
        },
        {
          id: 301,
          name: 'Bates 100A to 3x 60A Splitter',
          description:
            'A splitter with a Bates 100 A input and three Bates 60 A outputs. It lets electricians branch one 100 A feeder into three 60 A runs to different parts of a set. Used on film sets and events to distribute power to HMIs, LED fixtures and lunch boxes.',
          image: '/media/equipment/power-distribution.svg',
        },
        {
          id: 302,
          name: 'Lunch Box 20A 5-Circuit',
          description:
            'A small distribution box with a Bates 60 A or 100 A input and five 20 A Edison duplex outlets, each on its own breaker. It puts household-type outlets near the lights. Used on every film set to plug in LED fixtures, small tungsten units and accessories.',
          image: '/media/equipment/power-distribution.svg',
        },
      ],
    },
    {
      id: 46,
      title: 'Cable & Feeder',
      translations: { ht: 'Kab ak ralonj', es: 'Cables y extensiones', fr: 'Câbles et rallonges' },
      equipment: [
        {
          id: 303,
          name: 'Camlok 4/0 Feeder Cable 50 ft',
          description:
            'A 50 ft five-wire set of 4/0 single-conductor feeder cable with Camlok connectors for three-phase power, rated for 400 A. It is the main feeder between generator and distribution. Used on film sets, concerts and festival stages.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 304,
          name: 'Camlok 2/0 Feeder Cable 50 ft',
          description:
            'A 50 ft five-wire set of 2/0 single-conductor feeder cable with Camlok connectors, lighter than 4/0 and used for smaller loads. It is colour-coded by phase. Used to feed distribution boxes, dimmer racks and audio power from generators on film sets and events.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 305,
          name: 'Bates 100A Extension 50 ft',
          description:
            'A 50 ft 100 A extension cable with Bates (stage pin) connectors, the standard heavy extension on US film sets. It carries power from a distro box to a 100 A splitter or HMI. Used on film sets and events to run power across locations and into buildings.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 306,
          name: 'Bates 60A Extension 50 ft',
          description:
            'A 50 ft 60 A extension cable with Bates connectors. It is lighter than the 100 A cable and easier to handle in long runs. Used on film sets to feed lunch boxes, HMI ballasts and LED fixtures from splitters and distribution boxes.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 307,
          name: 'Stinger 50 ft 12/3',
          description:
            'A 50 ft 12/3 SJOW extension cord with Edison connectors, the basic power cable on every film set. It is rugged and flexible. Used to power LED fixtures, small tungsten lights, monitors, carts and accessories from lunch boxes and distros.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 308,
          name: 'Stinger 25 ft 12/3',
          description:
            'A 25 ft 12/3 SJOW extension cord with Edison connectors, for shorter runs. It is rugged and flexible. Used on film sets and events to power lights, monitors and accessories close to the distribution point.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 309,
          name: 'Socapex 19-Pin Multicable 100 ft',
          description:
            'A 100 ft multi-circuit cable with 19-pin Socapex connectors carrying six independent circuits. It simplifies dimmer and power runs to truss. Used with breakout fans at concerts, theaters and events to feed lighting fixtures on truss.',
          image: '/media/equipment/cable-feeder.svg',
        },
        {
          id: 310,
          name: 'Neutrik powerCON TRUE1 Cable 25 ft',
          description:
            'A 25 ft power cable with Neutrik powerCON TRUE1 locking connectors, used to link power on modern lighting and audio gear. It is rated for outdoor use. Used to power moving heads, LED fixtures and powered speakers at concerts and events.',
          image: '/media/equipment/cable-feeder.svg',
        },
      ],
    },
    {
      id: 47,
      title: 'Battery Power',
      translations: { ht: 'Kouran batri', es: 'Energía con baterías', fr: 'Énergie sur batterie' },
      equipment: [
        {
          id: 311,
          name: 'EcoFlow DELTA Pro',
          description:
            'A portable power station with a 3.6 kWh LFP battery and a 3,600 W AC inverter, expandable with extra batteries. It charges from wall, solar or car. Used to run LED fixtures, DIT carts and video village silently where a generator is not allowed.',
          image: '/media/equipment/battery-power.svg',
        },
        {
          id: 312,
          name: 'Jackery Explorer 3000 Pro',
          description:
            'A portable power station with about 3 kWh of capacity and a 3,000 W inverter, on wheels with a pull handle. It charges from mains or solar and runs silently. Used on film sets, interviews and events to power LED lights, monitors and laptops without noise.',
          image: '/media/equipment/battery-power.svg',
        },
        {
          id: 313,
          name: 'Goal Zero Yeti 6000X',
          description:
            'A portable power station with about 6 kWh of capacity and a 2,000 W inverter, on a wheeled chassis. It provides long, silent run times. Used to power LED lights, monitors and small audio systems at locations, weddings and events without generator noise.',
          image: '/media/equipment/battery-power.svg',
        },
        {
          id: 314,
          name: 'Anton/Bauer Titon 150 V-Mount Battery',
          description:
            'A V-mount lithium-ion battery of about 150 Wh with a fuel gauge and D-tap output. It powers cameras, monitors and small LED fixtures. Rented in kits with chargers for camera departments, documentary crews and event videographers.',
          image: '/media/equipment/battery-power.svg',
        },
        {
          id: 315,
          name: 'bebob V290RM-Cine',
          description:
            'A high-current V-mount battery of about 290 Wh from bebob, built for power-hungry cinema cameras and LED fixtures. It has a display showing remaining time. Used on ALEXA, VENICE and RED cameras and to power LED panels on location.',
          image: '/media/equipment/battery-power.svg',
        },
      ],
    },
  ],
};
