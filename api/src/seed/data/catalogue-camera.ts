import type { SeedCategory } from '../seed-types.ts';

/** Camera: part of the seed catalogue assembled in `catalogue.ts`. */
export const camera: SeedCategory = {
  id: 4,
  title: 'Camera',
  translations: { ht: 'Kamera', es: 'Cámara', fr: 'Caméra' },
  subcategories: [
    {
      id: 24,
      title: 'Cinema Cameras',
      translations: { ht: 'Kamera sinema', es: 'Cámaras de cine', fr: 'Caméras cinéma' },
      equipment: [
        {
          id: 176,
          name: 'ARRI ALEXA Mini LF',
          description:
            "A compact large-format cinema camera with ARRI's 4.5K LF sensor, internal ND filters and an LPL lens mount. It combines ALEXA image quality with a small body. Used on features, commercials and music videos, and flown on gimbals, drones and Steadicam.",
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 177,
          name: 'ARRI ALEXA 35',
          description:
            "A Super 35 cinema camera with ARRI's 4.6K ALEV 4 sensor and about 17 stops of dynamic range, plus REVEAL colour science and ARRI Textures. It handles bright highlights and deep shadows. Used on features, high-end episodic TV and commercials.",
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 178,
          name: 'Sony VENICE 2',
          description:
            'A full-frame cinema camera with interchangeable 8.6K or 6K sensor blocks, dual base ISO and built-in 8-step ND filters. It records X-OCN and ProRes internally. Used on features, series and commercials for its colour and low-light performance.',
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 179,
          name: 'Sony BURANO',
          description:
            'A compact full-frame cinema camera with an 8.6K sensor, built-in variable ND, and in-body stabilisation with compatible lenses. It shares colour science with VENICE. Used by small crews on documentaries, commercials and features that need VENICE-like images in a lighter body.',
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 180,
          name: 'Sony FX9',
          description:
            'A full-frame camera with a 6K sensor producing oversampled 4K, dual base ISO, electronic variable ND and fast autofocus on an E-mount. It is designed for long shooting days. Used for documentaries, reality TV, corporate and event filming.',
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 181,
          name: 'Sony FX6',
          description:
            'A compact full-frame 4K cinema camera with dual base ISO, electronic variable ND and reliable autofocus. It is light enough for gimbals and handheld work. Used for documentaries, corporate video, music videos and second-unit shooting.',
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 182,
          name: 'RED V-RAPTOR 8K VV',
          description:
            'A compact cinema camera with an 8K VistaVision sensor recording REDCODE RAW at high frame rates. It delivers large-format images in a small, rugged body. Used on commercials, features and music videos, especially for high-speed shots.',
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 183,
          name: 'RED KOMODO 6K',
          description:
            'A small Super 35 cinema camera with a 6K global-shutter sensor and REDCODE RAW recording in a cube-shaped body. It is ideal for crash cams and rigs. Used on action sequences, car rigs, drones and as a B or C camera.',
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 184,
          name: 'Canon EOS C70',
          description:
            "A compact Super 35 cinema camera with Canon's DGO sensor, RF mount, built-in ND filters and Cinema RAW Light. It combines cinema features with a mirrorless-style body. Used for documentaries, corporate video and gimbal work.",
          image: '/media/equipment/cinema-cameras.svg',
        },
        {
          id: 185,
          name: 'Blackmagic Pocket Cinema Camera 6K Pro',
          description:
            'A Super 35 camera with a 6K sensor, EF mount, built-in ND filters and Blackmagic RAW recording, plus a tilting HDR screen. It is affordable and powerful. Used on indie productions, music videos and as a crash cam.',
          image: '/media/equipment/cinema-cameras.svg',
        },
      ],
    },
    {
      id: 25,
      title: 'Broadcast & ENG Cameras',
      translations: {
        ht: 'Kamera televizyon ak ENG',
        es: 'Cámaras de televisión y ENG',
        fr: 'Caméras broadcast et ENG',
      },
      equipment: [
        {
          id: 186,
          name: 'Sony HDC-3500',
          description:
            'A 4K system camera with three 2/3 in global-shutter CMOS sensors and fibre connectivity to a camera control unit. It is built for live production. Used for sports, concerts and studio broadcasts with long lenses and remote shading.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
        {
          id: 187,
          name: 'Sony PXW-Z750',
          description:
            'A 4K shoulder camcorder with three 2/3 in global-shutter CMOS sensors, a B4 broadcast lens mount and XDCAM recording to SxS cards. It balances well on the shoulder for long days and outputs 12G-SDI. Used for news, documentaries and sports coverage where broadcast image quality is required.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
        {
          id: 188,
          name: 'Sony PXW-Z190',
          description:
            'A 4K handheld camcorder with three 1/3 in sensors, a built-in 25x zoom lens, built-in ND filters and dual card slots. It is light, easy to run and records broadcast-friendly XAVC. Used by news crews, event videographers and documentary teams who need long zoom reach without changing lenses.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
        {
          id: 189,
          name: 'Canon XF605',
          description:
            'A 4K UHD handheld camcorder with a 1 in sensor, 15x optical zoom, 10-bit 4:2:2 recording and 12G-SDI output. Face and eye detection autofocus helps solo operators stay sharp. Used for news, events, documentaries and live streams where one operator runs camera, audio and focus.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
        {
          id: 190,
          name: 'Panasonic AW-UE150',
          description:
            'A 4K PTZ camera with a 1 in MOS sensor, 20x optical zoom and wide 75-degree angle. It outputs 12G-SDI, HDMI and IP streams. Used for remote-controlled coverage of conferences, worship services, sports venues and live streams.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
        {
          id: 191,
          name: 'Canon CR-N500',
          description:
            'A 4K PTZ camera with a 1 in sensor, 15x optical zoom, dual-pixel autofocus and NDI|HX, SDI and HDMI outputs. It delivers good low-light images for a robotic camera. Used for live streams, hybrid corporate events, classrooms and houses of worship run by a single operator.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
        {
          id: 192,
          name: 'Blackmagic Studio Camera 4K Pro',
          description:
            'A studio camera with a 4K sensor, large 7 in viewfinder, 12G-SDI, talkback and tally. It connects to ATEM switchers for remote camera control. Used for live events, studio productions and streaming setups.',
          image: '/media/equipment/broadcast-cameras.svg',
        },
      ],
    },
    {
      id: 26,
      title: 'Cinema Lenses',
      translations: { ht: 'Lantiy sinema', es: 'Lentes de cine', fr: 'Objectifs cinéma' },
      equipment: [
        {
          id: 193,
          name: 'ZEISS Supreme Prime Lens Set',
          description:
            'A set of full-frame cinema prime lenses with fast apertures, consistent size and colour, and eXtended lens metadata. They give a clean, gentle look with smooth focus falloff. Used on large-format features, commercials and series.',
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 194,
          name: 'Cooke S4/i Prime Lens Set',
          description:
            "A classic set of Super 35 cinema prime lenses with a T2 aperture, known for the warm, flattering rendering DPs call the 'Cooke Look', and /i lens data for focus and metadata. They remain a rental favourite for drama. Used on features, TV series and commercials shot on Super 35 sensors.",
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 195,
          name: 'Angénieux Optimo Ultra 12x 36-435mm',
          description:
            'A long full-frame cinema zoom from Angénieux with interchangeable rear optics for different sensor sizes. It delivers high resolution and smooth zooms. Used on features and commercials that need long focal lengths with cinema quality.',
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 196,
          name: 'Angénieux Optimo 24-290mm T2.8',
          description:
            'A classic Super 35 cinema zoom from French lens maker Angénieux, covering 24 to 290 mm at a constant T2.8. Its sharpness and consistency across the range let it replace several primes on a long-lens day. Used on features, TV dramas, sports documentaries and second-unit work.',
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 197,
          name: 'Fujinon Premista 28-100mm T2.9',
          description:
            'A large-format cinema zoom covering full-frame and larger sensors with a fast T2.9 aperture. It offers smooth bokeh and low distortion. Used on features and commercials shooting with large-format cameras.',
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 198,
          name: 'Sigma Cine FF High Speed Prime Lens Set',
          description:
            'A set of full-frame T1.5 cinema primes with consistent size and gear positions, available in PL and E mounts. They offer sharp, modern images at an accessible price. Used on indie films, commercials and music videos.',
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 199,
          name: 'Atlas Orion Series Anamorphic Lens Set',
          description:
            'A set of 2x anamorphic cinema primes with PL mounts and the oval bokeh and flares of classic anamorphic. They cover Super 35 sensors. Used on music videos, commercials and indie features that want a widescreen look.',
          image: '/media/equipment/cinema-lenses.svg',
        },
        {
          id: 200,
          name: 'Fujinon UA24x7.8 4K Broadcast Lens',
          description:
            'A 4K portable broadcast zoom for 2/3 in cameras with a 24x range starting at 7.8 mm, a servo zoom grip and focus demand support. It delivers sharp, low-aberration images across the zoom. Used on shoulder and system cameras for live sports, concerts, news and studio work.',
          image: '/media/equipment/cinema-lenses.svg',
        },
      ],
    },
    {
      id: 27,
      title: 'Camera Support & Stabilizers',
      translations: {
        ht: 'Sipò kamera ak estabilizatè',
        es: 'Soportes de cámara y estabilizadores',
        fr: 'Supports caméra et stabilisateurs',
      },
      equipment: [
        {
          id: 201,
          name: 'OConnor 2575D Fluid Head',
          description:
            'A heavy-duty fluid head for cinema cameras with smooth, adjustable drag and counterbalance for payloads up to about 90 lb. It is the standard for studio cinema cameras. Used on features, commercials and TV with ALEXA, VENICE and similar rigs.',
          image: '/media/equipment/camera-support.svg',
        },
        {
          id: 202,
          name: 'Sachtler Video 18 S2 with flowtech 100 Legs',
          description:
            'A fluid head with 18-step counterbalance and a 100 mm bowl on carbon-fibre flowtech 100 legs with quick-release leg locks and a removable mid-level spreader. It sets up fast and stays light. Used with broadcast, documentary and ENG cameras on location and at events.',
          image: '/media/equipment/camera-support.svg',
        },
        {
          id: 203,
          name: 'DJI Ronin 2',
          description:
            'A three-axis gimbal for cinema cameras with high payload capacity, long battery life and remote operation. It mounts on cars, cranes and cables. Used on commercials, music videos and features for smooth moving shots.',
          image: '/media/equipment/camera-support.svg',
        },
        {
          id: 204,
          name: 'DJI RS 4 Pro',
          description:
            'A one-handed three-axis gimbal for mirrorless and compact cinema cameras with a 4.5 kg payload. It offers automated axis locks and LiDAR focus integration. Used on music videos, events and social content.',
          image: '/media/equipment/camera-support.svg',
        },
        {
          id: 205,
          name: 'Steadicam M-2',
          description:
            'A modular Steadicam system with a sled, arm and vest designed for heavy cinema cameras. It provides smooth handheld moving shots. Used on features, music videos and sports coverage by experienced operators.',
          image: '/media/equipment/camera-support.svg',
        },
        {
          id: 206,
          name: 'Easyrig Vario 5',
          description:
            "A camera support vest with an adjustable overhead arm and cable that takes the weight of the camera off the operator's arms and shoulders, with adjustable lift. It makes long handheld days sustainable. Used on documentaries, reality TV, concerts and commercials with heavier camera builds.",
          image: '/media/equipment/camera-support.svg',
        },
        {
          id: 207,
          name: 'Ronford-Baker Standard Legs',
          description:
            'Heavy-duty cinema tripod legs with a Mitchell flat top, single-stage extension and robust spreader points. They are rigid enough for the heaviest fluid and geared heads. Used on features and commercials with full-size cinema cameras, long lenses and OConnor or Arrihead heads.',
          image: '/media/equipment/camera-support.svg',
        },
      ],
    },
    {
      id: 28,
      title: 'Wireless Video & Lens Control',
      translations: {
        ht: 'Videyo san fil ak kontwòl lantiy',
        es: 'Video inalámbrico y control de lentes',
        fr: 'Vidéo HF et contrôle d’objectif',
      },
      equipment: [
        {
          id: 208,
          name: 'Teradek Bolt 6 XT 1500',
          description:
            'A zero-delay wireless video transmitter and receiver system with up to 1,500 ft line-of-sight range using 5 GHz and 6 GHz bands. It delivers clean, uncompressed HD. Used to feed video village, focus pullers and clients on film sets.',
          image: '/media/equipment/wireless-video-focus.svg',
        },
        {
          id: 209,
          name: 'Teradek Bolt 6 LT 750',
          description:
            'A compact zero-delay wireless video system with up to 750 ft range, light enough for gimbals and handheld rigs. It supports 6 GHz bands for cleaner channels. Used on commercials, music videos and documentary shoots.',
          image: '/media/equipment/wireless-video-focus.svg',
        },
        {
          id: 210,
          name: 'Hollyland Mars 4K',
          description:
            'A wireless video transmission system supporting UHD signals over SDI and HDMI, with around 450 ft range and app monitoring. It is affordable and easy to set up. Used on smaller productions, events and live streams.',
          image: '/media/equipment/wireless-video-focus.svg',
        },
        {
          id: 211,
          name: 'ARRI WCU-4 Hand Unit',
          description:
            'A three-axis wireless hand unit for lens control (focus, iris, zoom) with ARRI cforce motors and the ARRI electronic control system. It offers lens data and a reliable radio link. Used by focus pullers on features and commercials.',
          image: '/media/equipment/wireless-video-focus.svg',
        },
        {
          id: 212,
          name: 'Preston Cinema Systems Hand Unit 4',
          description:
            'A wireless focus, iris and zoom hand unit that drives Preston MDR motor drivers, with a marking disc and motor calibration for any cinema lens. It is known for precise, reliable lens control. The tool of choice for many first assistants on features, commercials and TV series.',
          image: '/media/equipment/wireless-video-focus.svg',
        },
        {
          id: 213,
          name: 'Tilta Nucleus-M',
          description:
            'A wireless follow-focus system with compact lens motors and a hand unit, supporting up to three motors for focus, iris and zoom. It is affordable and easy to set up on small rigs. Used on indie productions, music videos and gimbal builds where a full cinema lens-control system is not needed.',
          image: '/media/equipment/wireless-video-focus.svg',
        },
      ],
    },
  ],
};
