import type { SeedContentTranslations } from '../../../seed-types.ts';

export const spanishContent: SeedContentTranslations = {
  equipment: {
    1: 'La luminaria más pequeña de la familia de luces suaves SkyPanel de ARRI, con cerca de la mitad de la superficie emisora del S60. Color RGBW completo, blanco ajustable de 2,800 K a 10,000 K con corrección verde-magenta, presets de gel y de igualación de fuentes, y control por DMX/RDM, Art-Net o sACN. Un clásico para entrevistas, interiores de auto y sets estrechos donde no cabe un panel más grande.',
    2: 'La luz suave LED de 2 x 1 ft estándar en la industria, con un consumo de unos 450 W a plena potencia. Ajustable de 2,800 K a 10,000 K, con color RGBW completo, presets de gel y efectos integrados, y control local o por DMX, Art-Net y sACN. Se usa en casi todos los sets de comerciales y ficción como luz principal, relleno o luz cenital a través de un snapgrid, un softbox o un marco de difusión.',
  },
  services: {
    1: {
      title: 'Diseño y programación de iluminación',
      description:
        'Nuestros diseñadores de iluminación planifican el montaje, dibujan los planos y la documentación, y programan el espectáculo en consolas grandMA3, ChamSys o ETC, con previsualización antes del montaje cuando el tiempo apremia. Trabajamos a partir de su plano de escenario, los planos del recinto y el orden del espectáculo. Para conciertos, teatro, sesiones plenarias corporativas, galas y televisión, con un programador y un equipo en el lugar hasta el último efecto.',
    },
    2: {
      title: 'Ingeniería de sonido en vivo',
      description:
        'Diseñamos y ajustamos sistemas de sonido para la sala o el campo, y aportamos técnicos de sala y de monitores, coordinación de radiofrecuencias y técnicos de escenario. Los sistemas van desde un par de altavoces autoamplificados para un brindis hasta arreglos lineales L-Acoustics y d&b para el escenario principal de un festival. Nuestros técnicos mezclan bandas, mesas redondas y entregas de premios, y se ocupan de grabaciones y señales para emisión.',
    },
  },
  packages: {
    1: {
      name: 'Camión de grip e iluminación de 7 toneladas',
      description:
        'Nuestro paquete completo de grip e iluminación de 7 toneladas en un Freightliner M2 106 con plataforma elevadora, estanterías y carros, preparado y etiquetado para un día de publicidad o de serie. Lleva un paquete de iluminación HMI y LED hasta un M90, un paquete de grip completo con marcos de hasta 20 x 20, y suficiente cable de alimentación, distribución y alargadores para funcionar con un generador remolcado o una toma de la red.',
    },
    2: {
      name: 'Camión de grip e iluminación de 5 toneladas',
      description:
        'Un paquete de grip e iluminación mediano en un International MV de 5 toneladas con plataforma elevadora y estanterías, construido en torno a HMI M40 y M18 y luces suaves LED. Conviene a anuncios, videoclips y jornadas de televisión que necesitan verdadera potencia sin el tamaño de un camión de 7 toneladas, con marcos de hasta 12 x 12 y distribución eléctrica para un generador remolcado o una toma de la red.',
    },
  },
  projects: {
    11: {
      category: 'Concierto',
      description:
        'Un ciclo de conciertos de verano en una concha acústica de Miami Beach. Aportamos un sistema d&b V8, consolas DiGiCo SD12 en sala y en monitores, un equipo de luces robotizadas y sistemas de monitoreo intraauricular para los artistas principales, con un equipo técnico para cada noche.',
    },
    12: {
      category: 'Corporativo',
      description:
        'Una gala benéfica para 600 invitados en una carpa frente al mar en Bayfront. Iluminamos la carpa con aparatos Robe y Martin y cadenas de píxeles, construimos el escenario y la pasarela, hicimos la proyección con proyectores Barco UDX-4K32 y aportamos el sistema de sonido y la energía.',
    },
  },
  staff: {
    1: { title: 'Fundador y director general' },
    2: { title: 'Gerente de operaciones' },
    3: { title: 'Jefe de iluminación' },
  },
};
