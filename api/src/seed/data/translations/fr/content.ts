import type { SeedContentTranslations } from '../../../seed-types.ts';

/** The services in French, by service id. */
export const services: SeedContentTranslations['services'] = {
  1: {
    title: 'Conception et programmation lumière',
    description:
      'Nos concepteurs lumière conçoivent l’implantation, établissent le plan de feu et la documentation technique, puis programment le spectacle sur consoles grandMA3, ChamSys ou ETC, avec une prévisualisation avant le montage quand les délais sont serrés. Nous partons de votre plan de scène, des plans du lieu et du conducteur. Pour les concerts, le théâtre, les plénières d’entreprise, les galas et la télévision, avec un pupitreur et une équipe sur place jusqu’au dernier top.',
  },
  2: {
    title: 'Sonorisation live',
    description:
      'Nous concevons et calons les systèmes de diffusion pour la salle comme pour le plein air, et fournissons ingénieurs façade et retours, coordination des fréquences HF et techniciens plateau. Les systèmes vont d’une paire d’enceintes amplifiées pour un discours à des line arrays L-Acoustics et d&b pour la grande scène d’un festival. Nos ingénieurs mixent groupes, tables rondes et remises de prix, et assurent les enregistrements et les départs pour la radio et la télévision.',
  },
  3: {
    title: 'Installation de murs LED',
    description:
      'Nous montons des murs LED en dalles ROE et Absen, accrochés ou posés au sol, avec traitement Brompton ou NovaStar, le câblage et un ingénieur vidéo pour les exploiter. Notre équipe prend en charge l’étude de structure, l’alimentation, le cheminement du signal et la mise à l’échelle des contenus. Pour les fonds de scène de concert, les écrans IMAG, les scènes d’entreprise, les stands de salon et les plateaux de production virtuelle.',
  },
  4: {
    title: 'Équipes rigging et moteurs',
    description:
      'Des riggers certifiés planifient et installent palans à chaîne, structures, pattes d’oie et systèmes ground support, à partir des charges admissibles du lieu et, si nécessaire, de plans validés par un ingénieur. Nous fournissons les contrôleurs moteurs, les capteurs de charge et un chef rigger pour la durée de l’intervention. Dans les salles de réception, les arénas, les centres de congrès et sur les scènes en plein air, pour accrocher en toute sécurité lumière, son, murs LED et éléments de décor.',
  },
  5: {
    title: 'Camion machinerie avec chauffeur-opérateur',
    description:
      'Chacun de nos camions machinerie et éclairage peut partir avec un chauffeur qui fait aussi office d’électricien ou de machiniste, responsable du camion, du matériel et de son retour. Il connaît chaque pièce à bord et garde le camion en ordre toute la journée. Très demandé par les productions de pub, de clips et de films indépendants qui veulent un kit complet et bien tenu sans renforcer l’équipe.',
  },
  6: {
    title: 'Groupes électrogènes et distribution électrique',
    description:
      'Nous fournissons des groupes électrogènes tractables et inverter, les câbles d’alimentation, les boîtiers de distribution et un groupiste pour les exploiter, dimensionnés selon vos besoins en lumière, son et vidéo. Quand le lieu l’autorise, nous organisons aussi le raccordement au tableau électrique avec des électriciens agréés. Pour les tournages, les scènes de festival, les mariages en plein air, les événements sportifs et l’alimentation de secours pendant la saison des ouragans.',
  },
  7: {
    title: 'Kits caméra et DIT',
    description:
      'Nous préparons des kits caméra complets avec objectifs, supports, vidéo HF et contrôle d’objectif, testés et étiquetés avant l’enlèvement. Un DIT peut rejoindre le tournage pour gérer le déchargement des médias, les sauvegardes, l’étalonnage sur le plateau et les rushes. Pour les pubs, les clips, les documentaires et les longs métrages tournés dans tout le sud de la Floride.',
  },
  8: {
    title: 'Direction de production événementielle',
    description:
      'Un directeur de production coordonne la lumière, le son, la vidéo, les scènes et l’énergie de votre événement, du repérage et du budget au planning, aux convocations des équipes et au jour J. Vous avez un seul interlocuteur et un seul plan d’ensemble. Pour les conventions d’entreprise, les lancements de produits, les galas, les festivals et les fêtes privées.',
  },
  9: {
    title: 'Livraison et reprise du matériel',
    description:
      'Nos chauffeurs livrent et reprennent le matériel dans les comtés de Miami-Dade, Broward et Palm Beach, et jusqu’aux Keys, avec des camions à hayon et des fourgons. Nous calons nos horaires sur les quais de déchargement des lieux et les heures de convocation. Pour les productions et les organisateurs d’événements qui préfèrent ne pas envoyer leurs propres véhicules à notre entrepôt de Doral.',
  },
  10: {
    title: 'Assistance technique sur le plateau 24 h/24, 7 j/7',
    description:
      'Notre ligne d’assistance technique répond jour et nuit, tenue par des techniciens qui connaissent le matériel. Nous dépannons par téléphone ou en visio et pouvons envoyer un remplacement ou un technicien sur le plateau. Pour les productions qui tournent de nuit, le week-end ou en décor isolé et ne peuvent pas se permettre d’arrêt.',
  },
  11: {
    title: 'Appui à l’actualité et au broadcast',
    description:
      'Nous accompagnons équipes d’actualité, diffuseurs sportifs et directs en streaming avec caméras, encodeurs à agrégation cellulaire, mélangeurs, intercom, éclairage et énergie, ainsi que des ingénieurs rompus aux méthodes du broadcast. Nous pouvons installer des dispositifs de direct pendant les tempêtes et l’actualité de dernière minute. Pour les duplex, conférences de presse, soirées électorales et événements sportifs.',
  },
  12: {
    title: 'Scènes, rideaux et effets spéciaux',
    description:
      'Nous montons scènes, praticables et podiums de défilé, habillons les salles de rideaux sur supports et assurons les effets de fumée et de brume, les étincelles froides, les confettis et le CO2 avec des opérateurs formés. Nous nous chargeons des autorisations et des validations du lieu pour les effets lorsqu’elles sont exigées. Pour les concerts, mariages, quinceañeras, dévoilements de produits et remises de prix.',
  },
};

/** The packages in French, by package id; the truck names match the home page's (mf-content fr.json). */
export const packages: SeedContentTranslations['packages'] = {
  1: {
    name: 'Camion machinerie et éclairage 7 tonnes',
    description:
      'Notre kit machinerie et éclairage 7 tonnes complet sur Freightliner M2 106 avec hayon, étagères et chariots, préparé et étiqueté pour une journée de pub ou de série. Il embarque un parc HMI et LED jusqu’au M90, un kit machinerie complet avec grands cadres jusqu’à 20 × 20, et assez de câbles d’alimentation, de distribution et de prolongateurs pour tout faire tourner sur un groupe tractable ou un raccordement au tableau du lieu.',
  },
  2: {
    name: 'Camion machinerie et éclairage 5 tonnes',
    description:
      'Un kit machinerie et éclairage de taille moyenne sur International MV 5 tonnes avec hayon et étagères, construit autour de HMI M40 et M18 et de sources LED douces. Il convient aux pubs, aux clips et aux journées de télévision qui demandent une vraie puissance sans l’encombrement d’un 7 tonnes, avec des grands cadres jusqu’à 12 × 12 et une distribution électrique pour groupe tractable ou raccordement au tableau du lieu.',
  },
  3: {
    name: 'Camion machinerie et éclairage 3 tonnes',
    description:
      'Un kit machinerie et éclairage compact sur Isuzu NRR 3 tonnes avec hayon, facile à garer à Wynwood, Brickell ou South Beach. Il associe un M18 à des sources LED douces et ponctuelles, et un kit machinerie avec butterflies jusqu’à 8 × 8. Idéal pour les petites pubs, les clips, le contenu de marque et les tournages d’entreprise.',
  },
  4: {
    name: 'Camion machinerie et éclairage 2 tonnes',
    description:
      'Notre plus petit camion, un Isuzu NPR-HD 2 tonnes, qui se conduit avec un permis ordinaire. Il embarque un kit d’éclairage tout LED qui fonctionne sur le secteur ou sur un groupe inverter silencieux, et un kit machinerie pour les interviews, les contenus pour les réseaux sociaux, les journées de documentaire et les petites vidéos d’entreprise.',
  },
  5: {
    name: 'Forfait son pour événement d’entreprise',
    description:
      'Un système de sonorisation complet pour une réunion ou une réception en salle jusqu’à environ 300 invités, avec micros main et micros cravate HF pour les intervenants, des entrées de lecture pour la vidéo et la musique, et une console numérique compacte. Un ingénieur du son peut être ajouté pour l’installation, l’exploitation et le démontage.',
  },
  6: {
    name: 'Forfait lumière concert',
    description:
      'Un kit lumière prêt pour les festivals et les concerts, avec beams, spots, wash et stroboscopes sur structure pré-câblée accrochée à des palans d’une tonne, le tout piloté par une grandMA3 light avec distribution réseau. Les machines à brume sont incluses pour que les faisceaux se dessinent. Dimensionné pour une scène extérieure moyenne ou un spectacle façon aréna en salle de réception.',
  },
  7: {
    name: 'Kit lumière interview',
    description:
      'Un kit LED trois points compact pour les interviews assises et les témoignages : une source douce en lumière principale, une source ponctuelle bicolore pour le débouchage ou le fond, et deux tubes sur batterie pour le contre-jour et les touches de lumière dans le décor, avec leurs pieds. Il fonctionne sur une prise murale et tient dans une voiture.',
  },
  8: {
    name: 'Forfait vidéo pour diffusion en direct',
    description:
      'Un système multicaméra de diffusion en direct et d’enregistrement pour les conférences, les offices religieux et les concerts : trois caméras PTZ 4K télécommandées, un mélangeur avec enregistrement ISO, l’enregistrement du programme et un encodeur à agrégation cellulaire qui maintient le flux même sans connexion internet fiable sur place.',
  },
  9: {
    name: 'Forfait énergie pour scène de festival',
    description:
      'L’énergie d’une scène de festival : un groupe électrogène tractable insonorisé de la classe 125 kW, une distribution triphasée de 400 A avec ses câbles d’alimentation, et des boîtiers de 100 A pour la lumière, le son et le backline, avec un groupiste pour l’exploiter et faire le plein.',
  },
  10: {
    name: 'Forfait mariage et fête privée',
    description:
      'Tout pour une soirée jusqu’à environ 200 invités : mise en lumière des murs sur batterie à vos couleurs, un système de sonorisation avec micros HF pour les discours, un effet pour la piste de danse et une machine à fumée lourde pour l’ouverture du bal. Livraison, installation et un technicien pour la soirée compris.',
  },
};

/** The projects' category and description in French, by project id; the titles are proper names. */
export const projects: SeedContentTranslations['projects'] = {
  1: {
    category: 'Cinéma',
    description:
      'Un long métrage indépendant tourné en cinq semaines à Homestead et Florida City. Nous avons fourni un camion machinerie et éclairage 7 tonnes, un parc HMI ARRI M90 et M40 pour les extérieurs jour dans les champs, et un groupe tractable Caterpillar XQ125 pour les tournages de nuit sur les routes qui longent les canaux.',
  },
  2: {
    category: 'Clip',
    description:
      'Un clip tourné en une nuit dans un entrepôt de Wynwood, avec des Astera Titan Tubes intégrés au décor, des wash Robe Spiider dans la brume et une ARRI ALEXA Mini LF sur DJI Ronin 2. Notre chef électricien a programmé tous les effets de pixels sur un wing grandMA3 onPC.',
  },
  3: {
    category: 'Concert',
    description:
      'Une série de concerts en plein air sur le front de mer de Miami, pour environ 4 000 spectateurs par soir. Nous avons fourni un système L-Acoustics K2 et KS28, un kit lumière sur structure Tyler GT, des écrans latéraux ROE Carbon et un toit de scène, le tout alimenté par deux groupes électrogènes insonorisés.',
  },
  4: {
    category: 'Théâtre',
    description:
      'Une création montée dans une salle black box de Fort Lauderdale. Nous avons fourni des découpes ETC Source Four LED, des PAR ColorSource, une console ETC Ion Xe 20 et des micros HF Sennheiser, et notre équipe a aidé à accrocher et régler le kit en deux jours.',
  },
  5: {
    category: 'Actualités',
    description:
      'Des duplex en extérieur pour une rédaction régionale pendant une semaine de tempête tropicale. Nous avons fourni des caméras Sony PXW-Z750, des encodeurs à agrégation LiveU, un éclairage LED sur batterie et un groupe électrogène inverter, avec un technicien d’astreinte jour et nuit.',
  },
  6: {
    category: 'Festival',
    description:
      'Un festival de musique de deux jours près de Homestead, avec deux scènes et une tente DJ. Nous avons livré line arrays et retours pour les deux scènes, des kits Elation Proteus Maximus et MegaPointe, des murs LED, une distribution de 400 A par scène et une équipe de riggers pour les toits de scène en structure.',
  },
  7: {
    category: 'Événement sportif',
    description:
      'Une course sur route au lever du soleil à Key Biscayne, avec 3 000 coureurs. Nous avons fourni la sonorisation du départ et de l’arrivée, un écran LED sur échafaudage pour le chronométrage et les boucles des partenaires, des caméras PTZ pour la diffusion en direct et une alimentation silencieuse tout au long du parcours.',
  },
  8: {
    category: 'Entreprise',
    description:
      'Une conférence technologique de trois jours dans la salle de réception d’un resort de Doral. Nous avons monté un mur LED ROE Black Pearl de 40 ft de large, accroché un système Kara II et un kit de lyres sur six moteurs, et assuré l’IMAG multicaméra et la diffusion en direct via un Barco E2.',
  },
  9: {
    category: 'Fête privée',
    description:
      'Une quinceañera en soirée pour 300 invités dans un jardin de réception de Coral Gables. Nous avons fourni la mise en lumière sur batterie, une structure d’éclairage au-dessus de la piste de danse, une sonorisation QSC pour le DJ, de la fumée lourde pour la première valse et des étincelles froides pour la grande entrée.',
  },
  10: {
    category: 'Cinéma',
    description:
      'Un court métrage en extérieur nuit tourné le long de Calle Ocho. Notre camion 5 tonnes transportait des Aputure LS 1200d Pro et des SkyPanel S360-C montés sur nacelles pour la lumière de lune, des tubes Quasar pour habiller les vitrines et un Honda EU7000is pour une alimentation silencieuse près des comédiens.',
  },
  11: {
    category: 'Concert',
    description:
      'Une série de concerts d’été sous un kiosque à musique de Miami Beach. Nous avons fourni un système d&b V8, des consoles DiGiCo SD12 en façade et aux retours, un kit de lyres et des systèmes in-ear pour les têtes d’affiche, avec une équipe pour chaque soir de spectacle.',
  },
  12: {
    category: 'Entreprise',
    description:
      'Un gala caritatif pour 600 invités sous une tente en bord de mer à Bayfront. Nous avons éclairé la tente avec des projecteurs Robe et Martin et des guirlandes de pixels, monté la scène et le podium, assuré la projection sur vidéoprojecteurs Barco UDX-4K32 et fourni la sonorisation et l’énergie.',
  },
};

/** The staff's job titles in French, by staff id. */
export const staff: SeedContentTranslations['staff'] = {
  1: { title: 'Fondateur et PDG' },
  2: { title: 'Directrice des opérations' },
  3: { title: 'Chef du département lumière' },
  4: { title: 'Ingénieure du son principale' },
  5: { title: 'Ingénieur vidéo' },
  6: { title: 'Chef rigger' },
  7: { title: 'Chef machiniste' },
  8: { title: 'Technicienne groupes électrogènes' },
  9: { title: 'Coordinatrice du service client' },
  10: { title: 'Responsable de l’entrepôt' },
  11: { title: 'Technicienne caméra et DIT' },
  12: { title: 'Directrice de production' },
};
