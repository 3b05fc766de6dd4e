import type { SeedService } from '../seed-types.ts';

export const services: SeedService[] = [
  {
    id: 1,
    title: 'Lighting Design & Programming',
    description:
      'Our lighting designers plan the rig, draw plots and paperwork, and program the show on grandMA3, ChamSys or ETC consoles, with pre-visualisation before load-in when time is tight. We work from your stage plan, venue drawings and run of show. Used for concerts, theater, corporate general sessions, galas and television, with a programmer and crew on site through the last cue.',
    image: '/media/services/lighting-design.svg',
  },
  {
    id: 2,
    title: 'Live Sound Engineering',
    description:
      'We design and tune PA systems for the room or field, then supply front-of-house and monitor engineers, RF coordination and stage technicians. Systems range from a pair of powered speakers for a toast to L-Acoustics and d&b line arrays for a festival main stage. Our engineers mix bands, panels and award shows, and handle recordings and broadcast feeds.',
    image: '/media/services/live-sound.svg',
  },
  {
    id: 3,
    title: 'LED Video Wall Installation',
    description:
      'We build LED walls from ROE and Absen panels, flown or ground-stacked, with Brompton or NovaStar processing, cabling and a video engineer to run them. Our crew handles structural planning, power, signal flow and content scaling. Used for concert backdrops, IMAG screens, corporate stages, trade-show booths and virtual production sets.',
    image: '/media/services/led-video-walls.svg',
  },
  {
    id: 4,
    title: 'Rigging & Motor Crews',
    description:
      'Certified riggers plan and install chain hoists, truss, bridles and ground support, working from venue load data and stamped drawings when required. We supply motor controllers, load cells and a head rigger for the call. Used in ballrooms, arenas, convention centers and outdoor stages to fly lighting, audio, LED walls and scenic elements safely.',
    image: '/media/services/rigging-crews.svg',
  },
  {
    id: 5,
    title: 'Grip Truck with Driver & Operator',
    description:
      'Any of our grip and lighting trucks can go out with a driver who doubles as a set lighting or grip technician, responsible for the truck, the package and its return. They know every item on board and keep the truck organised through the day. Popular with commercial, music video and indie productions that want a complete, well-run package without extra crew.',
    image: '/media/services/grip-truck-operator.svg',
  },
  {
    id: 6,
    title: 'Generator & Power Distribution',
    description:
      'We supply tow-behind and inverter generators, feeder, distribution boxes and a generator operator to run them, sized to your lighting, audio and video loads. We also plan tie-ins with licensed electricians where venues allow. Used for film sets, festival stages, outdoor weddings, sporting events and hurricane-season backup power.',
    image: '/media/services/generator-power.svg',
  },
  {
    id: 7,
    title: 'Camera Packages & DIT',
    description:
      'We prep complete camera packages with lenses, support, wireless video and lens control, tested and labelled before pickup. A DIT can join the shoot to manage media offload, backups, on-set colour and dailies. Used on commercials, music videos, documentaries and features shooting across South Florida.',
    image: '/media/services/camera-dit.svg',
  },
  {
    id: 8,
    title: 'Event Production Management',
    description:
      'A production manager coordinates lighting, audio, video, staging and power for your event, from site visit and budget to schedule, crew calls and show day. You get one point of contact and one integrated plan. Used for corporate conferences, product launches, galas, festivals and private celebrations.',
    image: '/media/services/event-production.svg',
  },
  {
    id: 9,
    title: 'Equipment Delivery & Pickup',
    description:
      'Our drivers deliver and collect equipment across Miami-Dade, Broward and Palm Beach counties and down to the Keys, with liftgate trucks and vans. We schedule around venue loading docks and set call times. Used by productions and event planners who prefer not to send their own vehicles to our Doral warehouse.',
    image: '/media/services/delivery-pickup.svg',
  },
  {
    id: 10,
    title: '24/7 On-Set Technical Support',
    description:
      'Our technical support line is answered around the clock by technicians who know the gear. We troubleshoot over the phone or video and can dispatch a replacement or a tech to set. Used by productions working nights, weekends and remote locations who cannot afford downtime.',
    image: '/media/services/on-set-support.svg',
  },
  {
    id: 11,
    title: 'Broadcast & News Support',
    description:
      'We support news crews, sports broadcasters and live streams with cameras, bonded cellular encoders, switchers, intercom, lighting and power, plus engineers who know broadcast workflows. We can stage remote setups during storms and breaking news. Used for live shots, press conferences, election nights and sports events.',
    image: '/media/services/broadcast-news.svg',
  },
  {
    id: 12,
    title: 'Staging, Drape & Special Effects',
    description:
      'We build stages, risers and runways, dress rooms with pipe and drape, and run atmospheric effects, cold sparks, confetti and CO2 with trained operators. We coordinate permits and venue approvals for effects when required. Used for concerts, weddings, quinceañeras, corporate reveals and award shows.',
    image: '/media/services/staging-effects.svg',
  },
];
