import type { SeedContentTranslations } from '../../../seed-types.ts';

export const creoleContent: SeedContentTranslations = {
  equipment: {
    1: 'Pi piti limyè nan fanmi limyè dous SkyPanel ARRI a, ak anviwon mwatye sifas limyè S60 an. Li bay tout koulè RGBW, yon blan ajistab soti 2 800 K rive 10 000 K ak koreksyon vè-majenta, preseleksyon jèl ak preseleksyon pou matche lòt sous, epi li kontwole ak DMX/RDM, Art-Net oswa sACN. Se li ekip yo pran an premye pou entèvyou, sèn andedan machin ak ti plato sere kote yon pi gwo panno pa ka antre.',
    2: 'Se limyè dous LED 2 x 1 ft tout endistri a pran kòm referans; li rale anviwon 450 W lè l ap bay tout fòs li. Li ajiste soti 2 800 K rive 10 000 K ak tout koulè RGBW, preseleksyon jèl ak efè ki bati ladan l, e ou ka kontwole l dirèkteman sou li oswa ak DMX, Art-Net ak sACN. Prèske tout plato reklam ak fim fiksyon sèvi avè l kòm key, fill oswa limyè anwo tèt, atravè yon snapgrid, yon softbox oswa yon ankadreman difizyon.',
  },
  services: {
    1: {
      title: 'Konsepsyon ak pwogramasyon limyè',
      description:
        'Desinatè limyè nou yo planifye enstalasyon an, trase plan yo ak dokiman yo, epi pwograme espektak la sou konsòl grandMA3, ChamSys oswa ETC, ak yon previzyalizasyon anvan montaj la lè tan an kout. Nou travay apati plan sèn ou, plan sal la ak lòd espektak la. Pou konsè, teyat, gwo reyinyon antrepriz, gala ak televizyon, ak yon pwogramatè ak yon ekip sou plas jiska dènye efè a.',
    },
    2: {
      title: 'Teknik son an dirèk',
      description:
        'Nou konsevwa epi regle sistèm son pou sal la oswa pou deyò, epi nou bay enjenyè son sal ak monitè, kowòdinasyon frekans radyo ak teknisyen sèn. Sistèm yo soti nan yon pè opalè amplifye pou yon ti diskou rive nan line array L-Acoustics ak d&b pou gwo sèn yon festival. Enjenyè nou yo mikse gwoup mizik, panèl ak seremoni prim, epi yo okipe anrejistreman ak siyal pou difizyon.',
    },
  },
  packages: {
    1: {
      name: 'Kamyon grip ak limyè 7 tòn',
      description:
        'Pakèt grip ak limyè konplè nou an sou yon Freightliner M2 106 ak platfòm leve, etajè ak charyo, prepare epi etikete pou yon jounen piblisite oswa seri. Li pote yon pakèt limyè HMI ak LED rive jiska yon M90, yon pakèt grip konplè ak ankadreman rive jiska 20 x 20, ak ase kab kouran, distribisyon ak ralonj pou fè l mache sou yon dèlko remòk oswa sou kouran rezo a.',
    },
    2: {
      name: 'Kamyon grip ak limyè 5 tòn',
      description:
        'Yon pakèt grip ak limyè mwayen sou yon International MV 5 tòn ak platfòm leve ak etajè, bati otou HMI M40 ak M18 ak limyè dous LED. Li bon pou piblisite, videyo mizik ak jounen televizyon ki bezwen vre pisans san gwosè yon kamyon 7 tòn, ak ankadreman rive jiska 12 x 12 ak distribisyon kouran pou yon dèlko remòk oswa kouran rezo a.',
    },
  },
  projects: {
    11: {
      category: 'Konsè',
      description:
        'Yon seri konsè ete nan yon kiyòs mizik nan Miami Beach. Nou te bay yon sistèm d&b V8, konsòl DiGiCo SD12 pou son sal ak monitè, yon ekipman limyè ki bouje pou kont yo ak sistèm ekout nan zòrèy pou atis prensipal yo, ak yon ekip pou chak swa espektak.',
    },
    12: {
      category: 'Antrepriz',
      description:
        'Yon gala charite pou 600 envite anba yon gwo tant bò lanmè nan Bayfront. Nou te klere tant lan ak limyè Robe ak Martin ak kòd piksèl, nou te bati sèn nan ak pasrèl la, nou te fè pwojeksyon ak pwojektè Barco UDX-4K32 epi nou te bay sistèm son an ak kouran an.',
    },
  },
  staff: {
    1: { title: 'Fondatè ak direktè jeneral' },
    2: { title: 'Manadjè operasyon' },
    3: { title: 'Chèf limyè' },
  },
};
