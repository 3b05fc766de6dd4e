import type { SeedContentTranslations } from '../../../seed-types.ts';

/** The Spanish title and description of each service in services.ts, by service id. */
export const services: SeedContentTranslations['services'] = {
  1: {
    title: 'Diseño y programación de iluminación',
    description:
      'Nuestros diseñadores de iluminación planifican el montaje, dibujan los planos de luces, preparan la documentación y programan el show en consolas grandMA3, ChamSys o ETC, con previsualización antes del montaje cuando el tiempo apremia. Trabajamos a partir de su plano de escenario, los planos del recinto y la escaleta. Para conciertos, teatro, sesiones generales corporativas, galas y televisión, con un programador y un equipo técnico en el lugar hasta el último cue.',
  },
  2: {
    title: 'Ingeniería de sonido en vivo',
    description:
      'Diseñamos y ajustamos sistemas de PA para el salón o el campo abierto, y proporcionamos ingenieros de sala (FOH) y de monitores, coordinación de RF y técnicos de escenario. Los sistemas van desde un par de bocinas activas para un brindis hasta line arrays L-Acoustics y d&b para el escenario principal de un festival. Nuestros ingenieros mezclan bandas, paneles y entregas de premios, y se encargan de grabaciones y señales para transmisión.',
  },
  3: {
    title: 'Instalación de pantallas LED',
    description:
      'Armamos pantallas LED con paneles ROE y Absen, colgadas o apiladas en el piso, con procesamiento Brompton o NovaStar, cableado y un ingeniero de video que las opera. Nuestro equipo se encarga de la planificación estructural, la energía, el flujo de señal y el escalado del contenido. Para fondos de conciertos, pantallas de IMAG, escenarios corporativos, stands de ferias y sets de producción virtual.',
  },
  4: {
    title: 'Equipos de rigging y motores',
    description:
      'Riggers certificados planifican e instalan motores de cadena, truss, bridas y ground support a partir de los datos de carga del recinto y de planos sellados por un ingeniero cuando se requieren. Proporcionamos controladores de motores, celdas de carga y un jefe de rigging para la jornada. En salones de eventos, arenas, centros de convenciones y escenarios al aire libre, para colgar con seguridad iluminación, audio, pantallas LED y elementos escenográficos.',
  },
  5: {
    title: 'Camión de grip con chofer y operador',
    description:
      'Cualquiera de nuestros camiones de grip e iluminación puede salir con un chofer que además trabaja como técnico de iluminación o de grip, responsable del camión, del paquete y de su devolución. Conoce cada pieza a bordo y mantiene el camión ordenado durante toda la jornada. Muy solicitado por producciones de comerciales, videoclips y cine independiente que quieren un paquete completo y bien manejado sin sumar personal.',
  },
  6: {
    title: 'Generadores y distribución eléctrica',
    description:
      'Proporcionamos generadores remolcables e inverter, feeder, cajas de distribución y un operador de generador que los maneja, dimensionados para sus cargas de iluminación, audio y video. También planificamos conexiones directas al tablero (tie-ins) con electricistas con licencia donde el recinto lo permite. Para sets de cine, escenarios de festivales, bodas al aire libre, eventos deportivos y energía de respaldo en temporada de huracanes.',
  },
  7: {
    title: 'Paquetes de cámara y DIT',
    description:
      'Preparamos paquetes de cámara completos con lentes, soportes, video inalámbrico y control de lentes, probados y etiquetados antes de la recogida. Un DIT puede sumarse al rodaje para encargarse de la descarga de medios, los respaldos, el color en el set y los dailies. Para comerciales, videoclips, documentales y largometrajes que se ruedan en todo el sur de Florida.',
  },
  8: {
    title: 'Gestión de producción de eventos',
    description:
      'Un jefe de producción coordina la iluminación, el audio, el video, los escenarios y la energía de su evento, desde la visita técnica y el presupuesto hasta el cronograma, los llamados del equipo y el día del show. Usted tiene un solo punto de contacto y un plan integrado. Para conferencias corporativas, lanzamientos de productos, galas, festivales y celebraciones privadas.',
  },
  9: {
    title: 'Entrega y recogida de equipos',
    description:
      'Nuestros choferes entregan y recogen equipos en los condados de Miami-Dade, Broward y Palm Beach y hasta los Cayos, con camiones con compuerta elevadora y camionetas. Coordinamos los horarios según los muelles de carga del recinto y las horas de llamado. Para producciones y organizadores de eventos que prefieren no enviar sus propios vehículos a nuestro almacén de Doral.',
  },
  10: {
    title: 'Soporte técnico en el set 24/7',
    description:
      'Nuestra línea de soporte técnico la atienden a toda hora técnicos que conocen los equipos. Resolvemos problemas por teléfono o videollamada y podemos enviar un reemplazo o un técnico al set. Para producciones que trabajan de noche, los fines de semana o en locaciones remotas y que no pueden darse el lujo de parar.',
  },
  11: {
    title: 'Apoyo para televisión y noticias',
    description:
      'Apoyamos a equipos de noticias, cadenas deportivas y transmisiones en vivo con cámaras, codificadores de bonding celular, switchers, intercom, iluminación y energía, además de ingenieros que conocen los flujos de trabajo de televisión. Podemos montar puntos de transmisión remotos durante tormentas y noticias de última hora. Para enlaces en vivo, conferencias de prensa, noches electorales y eventos deportivos.',
  },
  12: {
    title: 'Escenarios, cortinas y efectos especiales',
    description:
      'Armamos escenarios, tarimas y pasarelas, vestimos salones con tubos y cortinas, y operamos efectos de humo y niebla, chispas frías, confeti y CO2 con operadores capacitados. Cuando se requiere, coordinamos los permisos y las aprobaciones del recinto para los efectos. Para conciertos, bodas, quinceañeras, develaciones corporativas y entregas de premios.',
  },
};

/** The Spanish name and description of each package in packages.ts, by package id. */
export const packages: SeedContentTranslations['packages'] = {
  1: {
    name: 'Camión de grip e iluminación de 7 toneladas',
    description:
      'Nuestro paquete completo de grip e iluminación de 7 toneladas sobre un Freightliner M2 106 con compuerta elevadora, estantería y carritos, preparado y etiquetado para una jornada de comercial o de serie. Lleva un paquete de iluminación HMI y LED de hasta un M90, un paquete de grip completo con marcos grandes de hasta 20 x 20, y suficiente feeder, distribución y extensiones para alimentarlo desde un generador remolcable o una conexión directa.',
  },
  2: {
    name: 'Camión de grip e iluminación de 5 toneladas',
    description:
      'Un paquete mediano de grip e iluminación sobre un International MV de 5 toneladas con compuerta elevadora y estantería, armado alrededor de HMI M40 y M18 y luces LED suaves. Es ideal para comerciales, videoclips y jornadas de televisión que necesitan potencia de verdad sin el tamaño de un 7 toneladas, con marcos grandes de hasta 12 x 12 y distribución eléctrica para un generador remolcable o una conexión directa.',
  },
  3: {
    name: 'Camión de grip e iluminación de 3 toneladas',
    description:
      'Un paquete compacto de grip e iluminación sobre un Isuzu NRR de 3 toneladas con compuerta elevadora, fácil de estacionar en Wynwood, Brickell o South Beach. Combina un M18 con luminarias LED suaves y puntuales, y un paquete de grip con butterflies de hasta 8 x 8. Ideal para comerciales pequeños, videoclips, contenido de marca y rodajes corporativos.',
  },
  4: {
    name: 'Camión de grip e iluminación de 2 toneladas',
    description:
      'Nuestro paquete de camión más pequeño, sobre un Isuzu NPR-HD de 2 toneladas que se conduce con licencia normal. Lleva un kit de iluminación todo LED que funciona con la corriente del lugar o con un generador inverter silencioso, y un paquete de grip para entrevistas, contenido para redes, jornadas de documental y video corporativo pequeño.',
  },
  5: {
    name: 'Paquete de audio para eventos corporativos',
    description:
      'Un sistema de sonido completo para una reunión o recepción en un salón de hasta unos 300 invitados, con micrófonos inalámbricos de mano y de solapa para los presentadores, entradas de reproducción para video y música, y una consola digital compacta. Se puede sumar un ingeniero de audio que instale, opere el show y desmonte.',
  },
  6: {
    name: 'Paquete de iluminación para conciertos',
    description:
      'Un montaje de iluminación listo para festivales y conciertos, con cabezas móviles beam, spot y wash, además de estrobos, sobre truss pre-rig, colgado con motores de una tonelada y operado desde una grandMA3 light con distribución por red. Incluye máquinas de niebla para que se vean los haces. Dimensionado para un escenario mediano al aire libre o un show en salón con formato de arena.',
  },
  7: {
    name: 'Kit de iluminación para entrevistas',
    description:
      'Un kit LED compacto de tres puntos para entrevistas sentadas y testimonios: una luz principal suave, una fuente puntual bicolor para relleno o fondo, y dos tubos a batería para luz de pelo y acentos prácticos, con soportes. Funciona con la corriente de la pared y cabe en un auto.',
  },
  8: {
    name: 'Paquete de video para transmisión en vivo',
    description:
      'Un sistema multicámara de transmisión en vivo y grabación para conferencias, servicios religiosos y conciertos: tres cámaras PTZ 4K con control remoto, un switcher con grabación ISO, grabación del programa y un codificador de bonding celular que mantiene la transmisión aun sin un internet confiable en el lugar.',
  },
  9: {
    name: 'Paquete de energía para escenario de festival',
    description:
      'Energía para un escenario de festival: un generador remolcable insonorizado de la clase de 125 kW, una distribución trifásica de 400 A con su feeder, y cajas de 100 A para iluminación, audio y backline, con un técnico de generadores que lo opera y lo reabastece de combustible.',
  },
  10: {
    name: 'Paquete para bodas y fiestas privadas',
    description:
      'Todo para una celebración nocturna de hasta unos 200 invitados: uplighting a batería en sus colores, un sistema de sonido con micrófonos inalámbricos para los brindis, un efecto para la pista de baile y una máquina de humo bajo para el primer baile. Incluye entrega, montaje y un técnico durante toda la noche.',
  },
};

/** The Spanish category and description of each project in projects.ts, by project id. */
export const projects: SeedContentTranslations['projects'] = {
  1: {
    category: 'Cine',
    description:
      'Un largometraje independiente rodado durante cinco semanas en Homestead y Florida City. Suministramos un camión de grip e iluminación de 7 toneladas, un paquete de HMI ARRI M90 y M40 para los exteriores de día en los campos de cultivo, y un generador remolcable Caterpillar XQ125 para el trabajo nocturno en los caminos junto a los canales.',
  },
  2: {
    category: 'Videoclip',
    description:
      'Un videoclip rodado en una sola noche en una bodega de Wynwood, con Astera Titan Tubes integrados en la escenografía, washes Robe Spiider a través de la niebla y una ARRI ALEXA Mini LF sobre un DJI Ronin 2. Nuestro gaffer programó todos los looks de píxeles en un grandMA3 onPC wing.',
  },
  3: {
    category: 'Concierto',
    description:
      'Una serie de conciertos al aire libre frente al mar en Miami, para unos 4,000 asistentes por noche. Suministramos un sistema L-Acoustics K2 y KS28, un montaje de iluminación sobre truss Tyler GT, pantallas laterales ROE Carbon y un techo de escenario, con energía de dos generadores insonorizados.',
  },
  4: {
    category: 'Teatro',
    description:
      'Una obra nueva montada en un teatro black box de Fort Lauderdale. Suministramos perfiles ETC Source Four LED, PAR ColorSource, una consola ETC Ion Xe 20 y micrófonos inalámbricos Sennheiser, y nuestro equipo ayudó a colgar y enfocar el montaje en dos días.',
  },
  5: {
    category: 'Noticias',
    description:
      'Enlaces en vivo remotos para un equipo de noticias regional durante una semana de tormenta tropical. Suministramos cámaras Sony PXW-Z750, codificadores de bonding LiveU, iluminación LED a batería y un generador inverter, con un técnico de guardia a toda hora.',
  },
  6: {
    category: 'Festival',
    description:
      'Un festival de música de dos días cerca de Homestead, con dos escenarios y una carpa de DJ. Llevamos line arrays y monitores para ambos escenarios, montajes de Elation Proteus Maximus y MegaPointe, pantallas LED, distribución de 400 A por escenario y un equipo de rigging para los techos de truss.',
  },
  7: {
    category: 'Evento deportivo',
    description:
      'Una carrera de calle al amanecer en Key Biscayne con 3,000 corredores. Suministramos el sistema de audio de la salida y la meta, una pantalla LED montada en andamio para el cronometraje y los videos de patrocinadores, cámaras PTZ para la transmisión en vivo y energía silenciosa a lo largo del recorrido.',
  },
  8: {
    category: 'Corporativo',
    description:
      'Una conferencia de tecnología de tres días en el salón de un resort de Doral. Armamos una pantalla LED ROE Black Pearl de 40 ft de ancho, colgamos un sistema Kara II y un montaje de cabezas móviles con seis motores, y operamos IMAG multicámara y la transmisión en vivo con un Barco E2.',
  },
  9: {
    category: 'Fiesta privada',
    description:
      'Una quinceañera nocturna para 300 invitados en un jardín para eventos de Coral Gables. Suministramos uplighting a batería, un truss de iluminación para la pista de baile, un sistema de sonido QSC para el DJ, humo bajo para el primer vals y chispas frías para la gran entrada.',
  },
  10: {
    category: 'Cine',
    description:
      'Un cortometraje en exteriores nocturnos rodado a lo largo de la Calle Ocho. Nuestro camión de 5 toneladas llevó unidades Aputure LS 1200d Pro y SkyPanel S360-C en plataformas condor para la luz de luna, tubos Quasar para vestir las vitrinas y un Honda EU7000is para tener energía silenciosa junto a los actores.',
  },
  11: {
    category: 'Concierto',
    description:
      'Una serie de conciertos de verano en una concha acústica de Miami Beach. Suministramos un sistema d&b V8, consolas DiGiCo SD12 en FOH y en monitores, un montaje de cabezas móviles y sistemas in-ear para los artistas principales, con un equipo técnico para cada noche de show.',
  },
  12: {
    category: 'Corporativo',
    description:
      'Una gala benéfica para 600 invitados en una carpa frente al mar en Bayfront. Iluminamos la carpa con luminarias Robe y Martin y tiras de píxeles, armamos el escenario y la pasarela, operamos la proyección con proyectores Barco UDX-4K32 y suministramos el sistema de sonido y la energía.',
  },
};

/** The Spanish job title of each person in staff.ts, by staff id, in the grammatical gender of its holder. */
export const staff: SeedContentTranslations['staff'] = {
  1: { title: 'Fundador y director ejecutivo' },
  2: { title: 'Gerente de operaciones' },
  3: { title: 'Jefe de iluminación' },
  4: { title: 'Ingeniera de audio principal' },
  5: { title: 'Ingeniero de video' },
  6: { title: 'Jefe de rigging' },
  7: { title: 'Jefe de grip' },
  8: { title: 'Técnica de generadores' },
  9: { title: 'Coordinadora de atención al cliente' },
  10: { title: 'Jefe de almacén' },
  11: { title: 'Técnica de cámara y DIT' },
  12: { title: 'Jefa de producción' },
};
