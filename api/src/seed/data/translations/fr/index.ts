import type { SeedContentTranslations } from '../../../seed-types.ts';

export const frenchContent: SeedContentTranslations = {
  equipment: {
    1: 'Le plus petit projecteur de la gamme de sources douces SkyPanel d’ARRI, avec environ la moitié de la surface d’émission du S60. Il offre la couleur RGBW complète, un blanc réglable de 2 800 K à 10 000 K avec correction vert-magenta, des préréglages de gélatines et d’appariement de sources, et se pilote en DMX/RDM, Art-Net ou sACN. Un incontournable pour les interviews, les intérieurs voiture et les décors exigus où un panneau plus grand ne passe pas.',
    2: 'La source douce LED de 2 × 1 ft devenue la référence du métier, qui consomme environ 450 W à pleine puissance. Réglable de 2 800 K à 10 000 K, elle offre la couleur RGBW complète, des préréglages de gélatines et des effets intégrés, et se pilote en local ou en DMX, Art-Net et sACN. Présente sur presque tous les tournages de pub et de fiction, en lumière principale, en débouchage ou en douche à travers un snapgrid, une softbox ou un cadre de diffusion.',
  },
  services: {
    1: {
      title: 'Conception et programmation lumière',
      description:
        'Nos éclairagistes conçoivent l’implantation, dessinent les plans et la documentation, et programment le spectacle sur des pupitres grandMA3, ChamSys ou ETC, avec une prévisualisation avant le montage quand le temps presse. Nous travaillons à partir de votre plan de scène, des plans de la salle et du conducteur. Pour les concerts, le théâtre, les plénières d’entreprise, les galas et la télévision, avec un pupitreur et une équipe sur place jusqu’au dernier effet.',
    },
    2: {
      title: 'Sonorisation en direct',
      description:
        'Nous concevons et calons des systèmes de diffusion pour la salle ou le plein air, et fournissons ingénieurs façade et retours, coordination des fréquences HF et techniciens plateau. Les systèmes vont d’une paire d’enceintes amplifiées pour un discours à des line arrays L-Acoustics et d&b pour la grande scène d’un festival. Nos ingénieurs mixent des groupes, des tables rondes et des cérémonies de remise de prix, et gèrent les enregistrements et les signaux de diffusion.',
    },
  },
  packages: {
    1: {
      name: 'Camion machinerie et lumière de 7 tonnes',
      description:
        'Notre forfait complet de machinerie et lumière de 7 tonnes sur un Freightliner M2 106 avec hayon élévateur, étagères et chariots, préparé et étiqueté pour une journée de publicité ou de série. Il transporte un parc lumière HMI et LED jusqu’à un M90, une machinerie complète avec des cadres jusqu’à 20 x 20, et assez de câbles d’alimentation, de distribution et de prolongateurs pour fonctionner sur un groupe tracté ou un branchement au réseau.',
    },
    2: {
      name: 'Camion machinerie et lumière de 5 tonnes',
      description:
        'Un forfait de machinerie et lumière de taille moyenne sur un International MV de 5 tonnes avec hayon élévateur et étagères, construit autour de HMI M40 et M18 et de lumières douces LED. Il convient aux publicités, clips et journées de télévision qui demandent de la vraie puissance sans l’encombrement d’un 7 tonnes, avec des cadres jusqu’à 12 x 12 et une distribution électrique pour un groupe tracté ou un branchement au réseau.',
    },
  },
  projects: {
    11: {
      category: 'Concert',
      description:
        'Une série de concerts d’été sous un kiosque à musique de Miami Beach. Nous avons fourni un système d&b V8, des consoles DiGiCo SD12 en façade et aux retours, un parc de lyres motorisées et des systèmes d’écoute intra-auriculaire pour les têtes d’affiche, avec une équipe pour chaque soirée.',
    },
    12: {
      category: 'Entreprise',
      description:
        'Un gala de bienfaisance pour 600 invités sous un chapiteau en bord de mer à Bayfront. Nous avons éclairé le chapiteau avec des projecteurs Robe et Martin et des guirlandes de pixels, construit la scène et le podium, assuré la projection sur des vidéoprojecteurs Barco UDX-4K32 et fourni la sonorisation et l’électricité.',
    },
  },
  staff: {
    1: { title: 'Fondateur et PDG' },
    2: { title: 'Responsable des opérations' },
    3: { title: 'Chef éclairagiste' },
  },
};
