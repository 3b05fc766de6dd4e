import type { SeedCategory } from '../seed-types.ts';

/** Grip Trucks: part of the seed catalogue assembled in `catalogue.ts`. */
export const gripTrucks: SeedCategory = {
  id: 7,
  title: 'Grip Trucks',
  translations: { ht: 'Kamyon grip', es: 'Camiones de grip', fr: 'Camions machinerie' },
  subcategories: [
    {
      id: 40,
      title: 'Grip & Lighting Trucks',
      translations: {
        ht: 'Kamyon grip ak ekleraj',
        es: 'Camiones de grip e iluminación',
        fr: 'Camions machinerie et éclairage',
      },
      equipment: [
        {
          id: 277,
          name: 'Freightliner M2 106 10-Ton Grip & Lighting Truck',
          description:
            'A 10-ton grip and lighting truck on a Freightliner M2 106 chassis with a long box, hydraulic lift gate, side doors, shelving, carts and a roof deck. It carries a full feature-film grip and electric package. Used on features, large commercials and TV series; driven by a licensed crew member.',
          image: '/media/equipment/grip-trucks.svg',
        },
        {
          id: 278,
          name: 'Freightliner M2 106 7-Ton Grip & Lighting Truck',
          description:
            'A 7-ton grip and lighting truck on a Freightliner M2 106 chassis with a hydraulic lift gate, side doors, built-in shelving, carts and stand racks. It carries our full 7-ton package. Used on commercials, music videos and episodic TV shooting around Miami-Dade and Broward.',
          image: '/media/equipment/grip-trucks.svg',
        },
        {
          id: 279,
          name: 'International MV 5-Ton Grip & Lighting Truck',
          description:
            'A 5-ton grip and lighting truck on an International MV chassis with a lift gate, shelving, stand racks and carts. It carries a mid-size HMI, LED and grip package. Used for commercials, music videos and TV segments that need a real package without the footprint of a 7-ton.',
          image: '/media/equipment/grip-trucks.svg',
        },
        {
          id: 280,
          name: 'Isuzu NRR 3-Ton Grip & Lighting Truck',
          description:
            "A 3-ton grip and lighting truck on an Isuzu NRR cab-over chassis with a lift gate and built-in shelving. Its short wheelbase parks easily in city streets. Used for small commercials, music videos, branded content and corporate shoots in Miami's tight neighbourhoods.",
          image: '/media/equipment/grip-trucks.svg',
        },
        {
          id: 281,
          name: 'Isuzu NPR-HD 2-Ton Grip & Lighting Truck',
          description:
            'A 2-ton grip and lighting truck on an Isuzu NPR-HD chassis with a ramp or lift gate and shelving for a compact LED and grip package. It drives on a standard licence. Used for small shoots, interviews, social content and corporate video with a lean crew.',
          image: '/media/equipment/grip-trucks.svg',
        },
        {
          id: 282,
          name: 'Ford Transit 350 HD 1-Ton Grip Van',
          description:
            'A 1-ton grip van on a Ford Transit 350 HD chassis with a high roof, shelving and tie-downs for stands, flags and LED fixtures. It is easy to park and drive anywhere. Used for interviews, documentary days, small commercial shoots and as a second vehicle for a big truck.',
          image: '/media/equipment/grip-trucks.svg',
        },
      ],
    },
    {
      id: 41,
      title: 'Cube & Cargo Vans',
      translations: {
        ht: 'Kamyonèt bwat ak kago',
        es: 'Camionetas de caja y de carga',
        fr: 'Camions caisse et fourgons',
      },
      equipment: [
        {
          id: 283,
          name: 'Ford E-350 16 ft Cube Van',
          description:
            'A 16 ft box cube van on a Ford E-350 chassis with a rear roll-up door, loading ramp and tie-down rails. It carries carts, road cases and small staging. Used for equipment deliveries, audio and lighting packages for events, and art department runs.',
          image: '/media/equipment/cube-vans.svg',
        },
        {
          id: 284,
          name: 'Ford Transit 250 High Roof Cargo Van',
          description:
            'A high-roof cargo van on a Ford Transit 250 chassis with tall rear doors, a sliding side door and tie-downs. It stands tall enough to roll carts in. Used for equipment transport, camera packages, audio systems for small events and quick pickups around town.',
          image: '/media/equipment/cube-vans.svg',
        },
        {
          id: 285,
          name: 'Mercedes-Benz Sprinter 2500 170 in Cargo Van',
          description:
            'A long-wheelbase cargo van on a Mercedes-Benz Sprinter 2500 chassis with a 170 in wheelbase and a high roof for large cases and carts. It is comfortable on long drives. Used for equipment transport to the Keys and across Florida, and as a camera or video village vehicle.',
          image: '/media/equipment/cube-vans.svg',
        },
      ],
    },
    {
      id: 42,
      title: 'Trailers & Utility Vehicles',
      translations: {
        ht: 'Trelè ak machin itilitè',
        es: 'Remolques y vehículos utilitarios',
        fr: 'Remorques et véhicules utilitaires',
      },
      equipment: [
        {
          id: 286,
          name: 'Wells Cargo FastTrac 7 x 14 ft Enclosed Trailer',
          description:
            'A 7 x 14 ft enclosed cargo trailer with a rear ramp door, side door and interior tie-downs, towed by a pickup. It keeps gear dry during storms. Used for extra equipment on location, festival backline and audio and lighting packages for events.',
          image: '/media/equipment/utility-vehicles.svg',
        },
        {
          id: 287,
          name: 'Polaris Ranger Crew XP 1000',
          description:
            'A six-seat utility vehicle with a crew cab and a cargo bed, able to move people and cases across grass, sand and dirt. It is not street-legal, so it stays on site with a trained driver. Used at festivals, sporting events and large locations to shuttle crew, cable and road cases between stages and base camp.',
          image: '/media/equipment/utility-vehicles.svg',
        },
        {
          id: 288,
          name: 'Club Car Carryall 700',
          description:
            'A compact utility cart with a cargo bed for moving equipment, cases and cable across venues and backstage areas. It is quiet and easy to drive. Used at festivals, golf and sporting events, convention centers and large outdoor weddings.',
          image: '/media/equipment/utility-vehicles.svg',
        },
      ],
    },
  ],
};
