import type { SeedCategory } from '../seed-types.ts';

/** Video: part of the seed catalogue assembled in `catalogue.ts`. */
export const video: SeedCategory = {
  id: 3,
  title: 'Video',
  translations: { ht: 'Videyo', es: 'Video', fr: 'Vidéo' },
  subcategories: [
    {
      id: 18,
      title: 'LED Walls & Processors',
      translations: {
        ht: 'Ekran LED ak pwosesè',
        es: 'Pantallas LED y procesadores',
        fr: 'Murs LED et processeurs',
      },
      equipment: [
        {
          id: 136,
          name: 'ROE Black Pearl BP2V2 LED panel',
          description:
            'A 2.84 mm pixel-pitch LED panel in a 500 x 500 mm cabinet with high refresh rate and excellent colour, built for camera work. It is the panel behind many virtual production and XR stages. Used for in-camera backgrounds, broadcast sets, concerts and high-end corporate stages viewed up close.',
          image: '/media/equipment/led-walls.svg',
        },
        {
          id: 137,
          name: 'ROE Carbon CB5 MKII',
          description:
            'A lightweight, IP65-rated outdoor LED panel with 5.77 mm pixel pitch in tall 600 x 1200 mm cabinets. It is fast to hang and bright enough for daylight. Used for festival main-stage side screens, outdoor concerts and large IMAG walls at sporting events.',
          image: '/media/equipment/led-walls.svg',
        },
        {
          id: 138,
          name: 'ROE Vanish V8T',
          description:
            'A transparent mesh LED panel that lets light and air pass through while displaying video. It is light and can be flown in curtains or layered in front of a set. Used for concert scenic video, fashion shows and stage designs that need depth without blocking backlight.',
          image: '/media/equipment/led-walls.svg',
        },
        {
          id: 139,
          name: 'Absen PL2.5 Pro',
          description:
            'A 2.5 mm pixel-pitch rental LED panel in a 500 x 500 mm cabinet with front and rear service, curve locks and quick connectors. It offers high brightness and contrast for close viewing distances. Used for corporate stages, trade-show booths, broadcast backdrops and concert side screens.',
          image: '/media/equipment/led-walls.svg',
        },
        {
          id: 140,
          name: 'Brompton Tessera SX40',
          description:
            'A 4K LED processor that drives up to about nine million pixels via fibre to Tessera XD data distribution units. It is known for image quality, low latency and camera-friendly features. Used to run LED walls on concerts, broadcast and virtual production stages.',
          image: '/media/equipment/led-walls.svg',
        },
        {
          id: 141,
          name: 'NovaStar MX40 Pro',
          description:
            'A 4K LED display controller with multiple HDMI and SDI inputs, many Ethernet outputs and a front-panel display for quick setup. It is widely compatible with rental LED panels. Used to feed LED walls for corporate events, concerts and trade shows.',
          image: '/media/equipment/led-walls.svg',
        },
        {
          id: 142,
          name: 'Megapixel HELIOS LED Processing Platform',
          description:
            'A scalable LED processing platform that handles very large canvases with low latency and advanced colour and camera features. It supports IP video workflows. Used on large-format LED stages, virtual production volumes and major tours.',
          image: '/media/equipment/led-walls.svg',
        },
      ],
    },
    {
      id: 19,
      title: 'Projectors & Screens',
      translations: {
        ht: 'Pwojektè ak ekran',
        es: 'Proyectores y pantallas',
        fr: 'Vidéoprojecteurs et écrans',
      },
      equipment: [
        {
          id: 143,
          name: 'Barco UDX-4K32',
          description:
            'A 31,000-lumen 4K UHD three-chip DLP laser-phosphor projector with a rugged frame for stacking and rigging. It is bright enough for large screens in lit rooms. Used for projection mapping, large corporate screens, concerts and immersive installations.',
          image: '/media/equipment/projectors-screens.svg',
        },
        {
          id: 144,
          name: 'Panasonic PT-RQ35K',
          description:
            'A 30,000-lumen 4K three-chip DLP laser projector with a compact body and interchangeable lenses. It delivers bright, sharp images with low noise. Used for large general-session screens, concerts, projection mapping and museum shows.',
          image: '/media/equipment/projectors-screens.svg',
        },
        {
          id: 145,
          name: 'Panasonic PT-RZ21K',
          description:
            'A 20,000-lumen WUXGA three-chip DLP laser projector with interchangeable lenses and lamp-free operation. It is a reliable workhorse for event screens. Used for corporate meetings, conferences, galas and outdoor movie nights.',
          image: '/media/equipment/projectors-screens.svg',
        },
        {
          id: 146,
          name: 'Christie Griffyn 4K35-RGB',
          description:
            'A pure RGB laser 4K projector with a very wide colour gamut and high brightness. It delivers deep colour and contrast for premium shows. Used for large-format corporate launches, projection mapping on buildings and high-end entertainment events.',
          image: '/media/equipment/projectors-screens.svg',
        },
        {
          id: 147,
          name: 'Da-Lite Fast-Fold Deluxe Screen 9 x 16 ft',
          description:
            'A portable 16:9 projection screen with a folding aluminium frame, front or rear projection surfaces and dress kits with skirts and valance. It sets up quickly without tools. Used for corporate meetings, conferences, weddings and outdoor movie nights.',
          image: '/media/equipment/projectors-screens.svg',
        },
        {
          id: 148,
          name: 'Stumpfl Monoblox 64 Screen',
          description:
            'A modular aluminium screen frame system that builds large seamless projection surfaces in various sizes and formats. It is quick to assemble and can be flown or ground-supported. Used for big corporate general sessions, concerts and immersive projection events.',
          image: '/media/equipment/projectors-screens.svg',
        },
      ],
    },
    {
      id: 20,
      title: 'Video Switchers',
      translations: { ht: 'Switcher videyo', es: 'Switchers de video', fr: 'Mélangeurs vidéo' },
      equipment: [
        {
          id: 149,
          name: 'Blackmagic ATEM Constellation 8K',
          description:
            'A live production switcher with 40 12G-SDI inputs, up to four M/Es in HD and Ultra HD, and an 8K mode. It includes advanced keyers, DVEs and multiviewers. Used for large multi-camera events, broadcast trucks and concerts.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 150,
          name: 'Blackmagic ATEM Mini Pro',
          description:
            'A compact four-input HDMI live switcher with built-in streaming over Ethernet and USB recording. It is simple to operate and fits in a backpack. Used for live streams, webinars, small corporate events and church services.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 151,
          name: 'Blackmagic ATEM Television Studio HD8 ISO',
          description:
            'An eight-input SDI switcher with a built-in control panel and ISO recording of every input, allowing edits after the show. It streams directly and supports talkback. Used for multi-camera corporate events, conferences and concerts recorded for post.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 152,
          name: 'Ross Carbonite Ultra',
          description:
            'A broadcast production switcher with powerful keyers, MultiScreen, and extensive I/O in a compact frame with a dedicated control panel. It is reliable and flexible. Used in broadcast trucks, sports productions and large live events.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 153,
          name: 'Barco E2 Gen 2',
          description:
            'A screen management system for multiple layers, outputs and wide screens, widely used in corporate and live events. It blends and scales sources across complex screen layouts. Used to drive LED walls, projectors and confidence monitors at general sessions.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 154,
          name: 'Barco Event Master S3-4K',
          description:
            'A compact Barco Event Master presentation switcher with 4K processing and multiple layers. It handles mixed inputs and widescreen outputs. Used for corporate presentations, conferences and product launches.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 155,
          name: 'Analog Way Aquilon RS4',
          description:
            'A LivePremier series presentation system with 4K processing, multiple layers and flexible I/O for multi-screen shows. It is known for image quality and reliability. Used on corporate events, concerts and broadcasts with complex screen designs.',
          image: '/media/equipment/video-switchers.svg',
        },
        {
          id: 156,
          name: 'Roland V-160HD',
          description:
            'A streaming video switcher with eight SDI and eight HDMI inputs, built-in audio mixer and dual streaming outputs. It is compact and straightforward to operate. Used for live streams, hybrid corporate events, worship services and small broadcasts.',
          image: '/media/equipment/video-switchers.svg',
        },
      ],
    },
    {
      id: 21,
      title: 'Displays & Monitors',
      translations: { ht: 'Ekran ak monitè', es: 'Pantallas y monitores', fr: 'Écrans et moniteurs' },
      equipment: [
        {
          id: 157,
          name: 'Sony FW-85BZ40H Professional Display',
          description:
            'An 85 in 4K Sony BRAVIA professional display with high brightness and a design for long operating hours. It shows slides, video and IMAG clearly in lit rooms. Used as confidence monitors, trade-show screens and presentation displays at corporate events.',
          image: '/media/equipment/displays-monitors.svg',
        },
        {
          id: 158,
          name: 'Flanders Scientific DM241',
          description:
            'A 24 in broadcast reference monitor with accurate colour, SDI inputs and extensive scopes and calibration tools. It is trusted for critical evaluation. Used at DIT carts, video village and in broadcast control rooms.',
          image: '/media/equipment/displays-monitors.svg',
        },
        {
          id: 159,
          name: 'Sony PVM-X2400',
          description:
            'A 24 in 4K HDR TRIMASTER picture monitor with accurate colour reproduction and 12G-SDI input. It supports HDR formats for grading and review. Used by DITs, colourists and broadcast engineers on set and in control rooms.',
          image: '/media/equipment/displays-monitors.svg',
        },
        {
          id: 160,
          name: 'SmallHD Cine 13',
          description:
            "A 13 in 4K high-brightness on-set monitor with SDI and HDMI inputs and SmallHD's PageOS tools, including scopes and LUTs. It is readable in daylight. Used as a director's or client monitor on film sets and commercials.",
          image: '/media/equipment/displays-monitors.svg',
        },
        {
          id: 161,
          name: 'Atomos Shinobi 7',
          description:
            'A 7 in, 2,200-nit HDR monitor with SDI and HDMI inputs, waveform and vectorscope, focus peaking, false colour and custom LUT support. It is light and bright enough to read in full sun. Mounted on cameras and gimbals for operators, and handed to focus pullers and directors on smaller shoots.',
          image: '/media/equipment/displays-monitors.svg',
        },
        {
          id: 162,
          name: 'Blackmagic Video Assist 7in 12G HDR',
          description:
            'A 7 in HDR monitor and recorder with 12G-SDI and HDMI inputs, recording to SD cards or USB drives. It adds scopes, focus assist and codecs. Used as a field monitor and backup recorder on cameras and live events.',
          image: '/media/equipment/displays-monitors.svg',
        },
      ],
    },
    {
      id: 22,
      title: 'Signal Distribution & Conversion',
      translations: {
        ht: 'Distribisyon ak konvèsyon siyal',
        es: 'Distribución y conversión de señal',
        fr: 'Distribution et conversion de signal',
      },
      equipment: [
        {
          id: 163,
          name: 'AJA FS-HDR',
          description:
            'A real-time HDR/WCG converter and frame synchroniser with colour science for converting between SDR and HDR formats. It handles multiple channels. Used in broadcast trucks, live events and post to match cameras and sources.',
          image: '/media/equipment/signal-distribution.svg',
        },
        {
          id: 164,
          name: 'Decimator MD-HX',
          description:
            'A compact HDMI/SDI cross converter with scaling and frame-rate conversion. It is dependable and simple to set up with front-panel controls. Used to connect laptops, cameras and displays with different formats at events and broadcasts.',
          image: '/media/equipment/signal-distribution.svg',
        },
        {
          id: 165,
          name: 'Blackmagic Smart Videohub 40x40 12G',
          description:
            'A 40 x 40 12G-SDI router with a built-in LCD and buttons for routing. It supports all SD, HD and Ultra HD formats. Used in broadcast trucks, control rooms and live events to route cameras, playback and displays.',
          image: '/media/equipment/signal-distribution.svg',
        },
        {
          id: 166,
          name: 'Blackmagic Teranex Mini SDI to HDMI 12G',
          description:
            'A compact converter from 12G-SDI to HDMI 2.0 that handles every format up to 2160p60, with audio de-embedding and support for 3D LUTs. It runs standalone or in a rack shelf. Used to feed consumer TVs, HDMI projectors and confidence displays from an SDI video system at events and in studios.',
          image: '/media/equipment/signal-distribution.svg',
        },
        {
          id: 167,
          name: 'Blackmagic Micro Converter BiDirectional SDI/HDMI 12G',
          description:
            'A small, USB-powered converter that goes from SDI to HDMI and from HDMI to SDI at the same time, up to 2160p60 over 12G-SDI. It is inexpensive, silent and tough. Rented in quantity on events and sets to connect cameras, presenter laptops, monitors and switchers of different types.',
          image: '/media/equipment/signal-distribution.svg',
        },
        {
          id: 168,
          name: 'AJA HA5-12G',
          description:
            'A compact converter that takes 4K HDMI 2.0 sources and outputs 12G-SDI with embedded audio, so laptops, media servers and mirrorless cameras can join a broadcast system. It is robust and needs no setup software. Used at front of house to bring presentation and graphics machines into SDI switchers.',
          image: '/media/equipment/signal-distribution.svg',
        },
      ],
    },
    {
      id: 23,
      title: 'Streaming & Recording',
      translations: {
        ht: 'Streaming ak anrejistreman',
        es: 'Streaming y grabación',
        fr: 'Streaming et enregistrement',
      },
      equipment: [
        {
          id: 169,
          name: 'Blackmagic HyperDeck Studio 4K Pro',
          description:
            'A broadcast deck that records and plays back up to 4K to SD cards, SSDs or USB drives in ProRes, DNx and H.264. It includes timecode and deck control. Used to record program output and run playback at live events and in control rooms.',
          image: '/media/equipment/streaming-recording.svg',
        },
        {
          id: 170,
          name: 'AJA Ki Pro Ultra 12G',
          description:
            'A multi-channel recorder and player that records up to 4K in Apple ProRes to removable media. It supports multiple HD channels for ISO recording. Used for recording live events, concerts and broadcast outputs.',
          image: '/media/equipment/streaming-recording.svg',
        },
        {
          id: 171,
          name: 'Atomos Ninja V+',
          description:
            'A 5 in monitor-recorder that captures ProRes RAW and ProRes from compatible cameras to SSD. It adds monitoring tools and HDR. Used on cinema and mirrorless cameras for higher-quality recording on commercials and music videos.',
          image: '/media/equipment/streaming-recording.svg',
        },
        {
          id: 172,
          name: 'LiveU Solo Pro',
          description:
            'A cellular bonding encoder that combines multiple modems, Wi-Fi and Ethernet to stream live video reliably from anywhere. It fits on a camera. Used for live streams from events, sports and news without a satellite or fibre connection.',
          image: '/media/equipment/streaming-recording.svg',
        },
        {
          id: 173,
          name: 'LiveU LU800',
          description:
            'A professional multi-camera cellular bonding field unit with 5G modems and up to four synced feeds. It delivers broadcast-quality live video. Used by news crews and sports broadcasters for remote coverage.',
          image: '/media/equipment/streaming-recording.svg',
        },
        {
          id: 174,
          name: 'Teradek Prism Flex',
          description:
            'A compact 4K HEVC encoder/decoder for live streaming and point-to-point video transport over IP. It supports SRT and multiple streaming protocols. Used for streaming events to platforms, remote production and contribution feeds.',
          image: '/media/equipment/streaming-recording.svg',
        },
        {
          id: 175,
          name: 'Blackmagic Web Presenter 4K',
          description:
            'A streaming encoder that accepts 12G-SDI and streams directly to platforms via Ethernet or USB. It includes a built-in control panel and display. Used to put live switcher output online at corporate events, conferences and worship services.',
          image: '/media/equipment/streaming-recording.svg',
        },
      ],
    },
  ],
};
