import type { SeedContentTranslations } from '../../../seed-types.ts';

/** The services' titles and descriptions in Haitian Creole, by service id (services.ts). */
export const services: SeedContentTranslations['services'] = {
  1: {
    title: 'Konsepsyon ak pwogramasyon limyè',
    description:
      'Dizaynè limyè nou yo planifye enstalasyon an, yo trase plan limyè ak tout papye yo, epi yo pwograme chow la sou konsòl grandMA3, ChamSys oswa ETC, ak previzyalizasyon anvan montaj la lè tan an kout. Nou travay apati plan sèn ou, plan sal la ak dewoulman chow la. Nou travay pou konsè, teyat, gwo reyinyon antrepriz, gala ak televizyon, ak yon pwogramè ak yon ekip sou plas jiska dènye cue a.',
  },
  2: {
    title: 'Son an dirèk',
    description:
      'Nou konsevwa epi nou regle sistèm sono pou sal la oswa pou teren an, epi nou bay enjenyè FOH ak enjenyè monitè, kowòdinasyon frekans RF ak teknisyen sèn. Sistèm yo ale depi de opalè anplifye pou yon tòs rive nan line array L-Acoustics ak d&b pou gwo sèn yon festival. Enjenyè nou yo fè miks pou gwoup mizik, panèl ak seremoni pri, e yo okipe anrejistreman ak siyal pou televizyon.',
  },
  3: {
    title: 'Enstalasyon ekran LED',
    description:
      'Nou monte ekran LED ak panno ROE ak Absen, pandye oswa anpile atè, ak pwosesis Brompton oswa NovaStar, tout kab yo ak yon enjenyè videyo pou fè yo mache. Ekip nou an okipe plan estrikti a, kouran an, chemen siyal la ak adaptasyon kontni an. Sèvis sa a fèt pou fon sèn konsè, ekran IMAG, sèn antrepriz, stand salon pwofesyonèl ak plato virtual production.',
  },
  4: {
    title: 'Ekip rigging ak motè',
    description:
      'Rigger sètifye planifye epi enstale motè chèn, estrikti metal, bridle ak ground support, apati done chaj sal la ak plan yon enjenyè sele lè sa obligatwa. Nou bay kontwolè motè, selil chaj ak yon chèf rigger pou travay la. Nou travay nan sal resepsyon, gwo sal, sant konvansyon ak sou sèn deyò pou pandye limyè, son, ekran LED ak eleman dekò san danje.',
  },
  5: {
    title: 'Kamyon grip ak yon chofè-operatè',
    description:
      'Nenpòt nan kamyon grip ak ekleraj nou yo ka soti ak yon chofè ki travay tou kòm teknisyen limyè oswa teknisyen grip sou plato a, ki reskonsab kamyon an, pakèt la ak retou li. Li konnen chak atik ki nan kamyon an e li kenbe l byen ranje pandan tout jounen an. Pwodiksyon reklam, videyo mizik ak fim endepandan ki vle yon pakèt konplè, byen jere, san ekip anplis renmen sèvis sa a.',
  },
  6: {
    title: 'Dèlko ak distribisyon kouran',
    description:
      'Nou bay dèlko sou trelè ak dèlko envètè, kab feeder, bwat distribisyon ak yon operatè dèlko pou fè yo mache, tout sa dapre chaj limyè, son ak videyo ou. Nou planifye tou branchman sou kouran bilding lan ak elektrisyen ki gen lisans lè sal la pèmèt sa. Sèvis sa a fèt pou plato fim, sèn festival, maryaj deyò, evènman espòtif ak kouran sekou pandan sezon siklòn.',
  },
  7: {
    title: 'Pakèt kamera ak DIT',
    description:
      'Nou prepare pakèt kamera konplè ak lantiy, sipò, videyo san fil ak kontwòl lantiy, tout teste epi make anvan ou vin chèche yo. Yon DIT ka vin nan tounaj la pou jere dechajman medya yo, kopi sekou yo, koulè sou plato a ak dailies yo. Sèvis sa a fèt pou reklam, videyo mizik, dokimantè ak fim long k ap tounen toupatou nan Sid Florid.',
  },
  8: {
    title: 'Jesyon pwodiksyon evènman',
    description:
      'Yon direktè pwodiksyon kowòdone limyè, son, videyo, sèn ak kouran pou evènman ou, depi vizit sit la ak bidjè a rive nan orè a, konvokasyon ekip yo ak jou chow la. Ou gen yon sèl moun pou kontakte ak yon sèl plan ki mete tout bagay ansanm. Sèvis sa a fèt pou konferans antrepriz, lansman pwodwi, gala, festival ak selebrasyon prive.',
  },
  9: {
    title: 'Livrezon ak ranmasaj ekipman',
    description:
      'Chofè nou yo livre epi ranmase ekipman toupatou nan konte Miami-Dade, Broward ak Palm Beach, jiska nan Keys yo, ak kamyon ki gen lift gate ak kamyonèt. Nou fè orè a selon kè chajman sal yo ak lè ekip yo dwe rive sou plato a. Pwodiksyon ak òganizatè evènman ki pa vle voye pwòp machin yo nan depo nou an nan Doral sèvi ak sèvis sa a.',
  },
  10: {
    title: 'Sipò teknik sou plato 24/7',
    description:
      'Liy sipò teknik nou an reponn lajounen kou lannwit, e se teknisyen ki konnen ekipman yo ki reponn. Nou chèche pwoblèm nan avè w nan telefòn oswa an videyo, e nou ka voye yon ranplasman oswa yon teknisyen sou plato a. Pwodiksyon k ap travay lannwit, wikenn ak kote ki lwen, ki pa gen tan pou yo pèdi, sèvi ak sèvis sa a.',
  },
  11: {
    title: 'Sipò pou televizyon ak nouvèl',
    description:
      'Nou sipòte ekip nouvèl, chèn espò ak difizyon an dirèk ak kamera, encoder bonding selilè, switcher, entèkòm, limyè ak kouran, plis enjenyè ki konnen jan televizyon travay. Nou ka monte enstalasyon lwen estidyo pandan tanpèt ak lè gen nouvèl ki fèk tonbe. Sèvis sa a fèt pou dirèk sou teren, konferans pou laprès, sware eleksyon ak evènman espòtif.',
  },
  12: {
    title: 'Sèn, rido ak efè espesyal',
    description:
      'Nou monte sèn, estrad ak podyòm defile, nou abiye sal yo ak rido ak tiyo, epi nou fè mache efè lafimen ak bwouya, etensèl frèt, konfeti ak CO2 ak operatè ki fòme. Nou kowòdone pèmi ak otorizasyon sal la pou efè yo lè sa obligatwa. Sèvis sa a fèt pou konsè, maryaj, fèt kenz an, revelasyon antrepriz ak seremoni pri.',
  },
};

/**
 * The packages' names and descriptions in Haitian Creole, by package id (packages.ts). The truck packages keep
 * the names the home page gives them (mf-content/src/i18n/locales/ht.json, home.trucks).
 */
export const packages: SeedContentTranslations['packages'] = {
  1: {
    name: 'Kamyon grip ak ekleraj 7 tòn',
    description:
      'Tout pakèt grip ak ekleraj 7 tòn nou an sou yon Freightliner M2 106 ak lift gate, etajè ak charyo, prepare epi make pou yon jounen reklam oswa seri televizyon. Li pote yon pakèt limyè HMI ak LED jiska yon M90, yon pakèt grip konplè ak gwo ankadreman jiska 20 x 20, ak ase feeder, distribisyon ak ralonj pou fè l mache sou yon dèlko sou trelè oswa sou kouran bilding lan.',
  },
  2: {
    name: 'Kamyon grip ak ekleraj 5 tòn',
    description:
      'Yon pakèt grip ak ekleraj mwayen sou yon International MV 5 tòn ak lift gate ak etajè, ki bati otou HMI M40 ak M18 ak limyè LED dous. Li bon pou reklam, videyo mizik ak jounen televizyon ki bezwen anpil fòs san gwosè yon 7 tòn, ak gwo ankadreman jiska 12 x 12 ak distribisyon kouran pou yon dèlko sou trelè oswa kouran bilding lan.',
  },
  3: {
    name: 'Kamyon grip ak ekleraj 3 tòn',
    description:
      'Yon pakèt grip ak ekleraj konpak sou yon Isuzu NRR 3 tòn ak lift gate, fasil pou pake nan Wynwood, Brickell oswa South Beach. Li mete yon M18 ansanm ak limyè LED dous ak limyè LED dirèk, ak yon pakèt grip ak butterfly jiska 8 x 8. Pafè pou ti reklam, videyo mizik, kontni mak ak tounaj antrepriz.',
  },
  4: {
    name: 'Kamyon grip ak ekleraj 2 tòn',
    description:
      'Pi piti pakèt kamyon nou an, sou yon Isuzu NPR-HD 2 tòn ou ka kondui ak yon lisans òdinè. Li pote yon kit limyè tout LED ki mache sou kouran kay la oswa sou yon dèlko envètè ki pa fè bri, ak yon pakèt grip pou entèvyou, kontni pou rezo sosyal, jounen dokimantè ak ti videyo antrepriz.',
  },
  5: {
    name: 'Pakèt son pou evènman antrepriz',
    description:
      'Yon sistèm son konplè pou yon reyinyon oswa yon resepsyon nan yon sal resepsyon jiska anviwon 300 envite, ak mikwo men san fil ak mikwo kravat pou prezantatè yo, antre playback pou videyo ak mizik, ak yon ti konsòl nimerik. Ou ka ajoute yon enjenyè son pou monte, fè chow la mache epi demonte.',
  },
  6: {
    name: 'Pakèt limyè pou konsè',
    description:
      'Yon enstalasyon limyè pare pou festival ak konsè, ak beam, spot, wash ak limyè flach sou estrikti metal pre-rig, pandye sou motè yon tòn e kontwole depi yon grandMA3 light ak distribisyon rezo. Machin bwouya yo enkli pou reyon yo ka parèt. Gwosè l fèt pou yon sèn deyò mwayen oswa yon chow nan yon sal resepsyon ki monte tankou nan yon gwo sal konsè.',
  },
  7: {
    name: 'Kit limyè pou entèvyou',
    description:
      'Yon ti kit LED twa pwen pou entèvyou chita ak temwayaj: yon key dous, yon sous dirèk bi-koulè pou fill oswa pou fon an, ak de tib sou batri pou limyè cheve ak aksan lanp dekò, ak pye limyè yo. Li mache sou priz nan mi an e li antre nan yon machin.',
  },
  8: {
    name: 'Pakèt videyo pou difizyon an dirèk',
    description:
      'Yon sistèm difizyon an dirèk ak anrejistreman ak plizyè kamera pou konferans, sèvis legliz ak konsè: twa kamera PTZ 4K ak kontwòl a distans, yon switcher ki anrejistre chak antre an ISO, anrejistreman pwogram lan ak yon encoder bonding selilè ki kenbe difizyon an ap mache menm lè entènèt sal la pa fyab.',
  },
  9: {
    name: 'Pakèt kouran pou sèn festival',
    description:
      'Kouran pou yon sèn festival: yon dèlko sou trelè klas 125 kW ki pa fè anpil bri, yon bwat distribisyon twa faz 400 A ak feeder, ak bwat 100 A pou limyè, son ak backline, ak yon teknisyen dèlko pou fè l mache epi remete gaz ladan l.',
  },
  10: {
    name: 'Pakèt maryaj ak fèt prive',
    description:
      'Tout sa ou bezwen pou yon fèt aswè jiska anviwon 200 envite: uplighting sou batri nan koulè ou yo, yon sistèm son ak mikwo san fil pou tòs yo, yon efè pou pis dans lan ak yon machin lafimen ba pou premye dans lan. Livrezon, montaj ak yon teknisyen pou tout sware a enkli.',
  },
};

/** The projects' categories and descriptions in Haitian Creole, by project id (projects.ts). */
export const projects: SeedContentTranslations['projects'] = {
  1: {
    category: 'Fim',
    description:
      'Yon fim long endepandan yo tounen pandan senk semèn nan Homestead ak Florida City. Nou te bay yon kamyon grip ak ekleraj 7 tòn, yon pakèt HMI ARRI M90 ak M40 pou sèn deyò lajounen nan jaden yo, ak yon dèlko sou trelè Caterpillar XQ125 pou travay lannwit sou wout bò kanal yo.',
  },
  2: {
    category: 'Videyo mizik',
    description:
      'Yon videyo mizik yo tounen nan yon sèl nwit nan yon depo nan Wynwood, ak Astera Titan Tube ki te bati nan dekò a, wash Robe Spiider atravè bwouya ak yon ARRI ALEXA Mini LF sou yon DJI Ronin 2. Gafè nou an te pwograme tout efè piksèl yo sou yon wing grandMA3 onPC.',
  },
  3: {
    category: 'Konsè',
    description:
      'Yon seri konsè deyò bò dlo Miami pou anviwon 4 000 envite chak swa. Nou te bay yon sistèm L-Acoustics K2 ak KS28, yon enstalasyon limyè sou estrikti metal Tyler GT, ekran sou kote ROE Carbon ak yon do kay sèn, ak kouran ki soti nan de dèlko ki pa fè anpil bri.',
  },
  4: {
    category: 'Teyat',
    description:
      'Yon nouvo pyès teyat yo monte nan yon teyat black box nan Fort Lauderdale. Nou te bay pwofil ETC Source Four LED, PAR ColorSource, yon konsòl ETC Ion Xe 20 ak mikwo san fil Sennheiser, e ekip nou an te ede pandye epi regle tout limyè yo nan de jou.',
  },
  5: {
    category: 'Nouvèl',
    description:
      'Dirèk sou teren pou yon ekip nouvèl rejyonal pandan yon semèn tanpèt twopikal. Nou te bay kamera Sony PXW-Z750, encoder bonding LiveU, limyè LED sou batri ak yon dèlko envètè, ak yon teknisyen disponib lajounen kou lannwit.',
  },
  6: {
    category: 'Festival',
    description:
      'Yon festival mizik de jou toupre Homestead ak de sèn ak yon tant DJ. Nou te livre line array ak monitè pou toude sèn yo, enstalasyon Elation Proteus Maximus ak MegaPointe, ekran LED, distribisyon 400 A pou chak sèn ak yon ekip rigging pou do kay estrikti metal yo.',
  },
  7: {
    category: 'Evènman espòtif',
    description:
      'Yon kous sou wout sou Key Biscayne, granmaten lè solèy ap leve, ak 3 000 kourè. Nou te bay sistèm son pou depa ak arive a, yon ekran LED monte sou echafodaj pou tan kous la ak videyo sponsò yo, kamera PTZ pou difizyon an dirèk ak kouran san bri sou tout wout la.',
  },
  8: {
    category: 'Evènman antrepriz',
    description:
      'Yon konferans teknoloji twa jou nan sal resepsyon yon resort nan Doral. Nou te monte yon ekran LED ROE Black Pearl 40 ft laj, nou te pandye yon sistèm Kara II ak yon enstalasyon limyè motorize sou sis motè, e nou te fè mache IMAG ak plizyè kamera ak difizyon an dirèk atravè yon Barco E2.',
  },
  9: {
    category: 'Fèt prive',
    description:
      'Yon fèt kenz an nan aswè pou 300 envite nan yon jaden resepsyon nan Coral Gables. Nou te bay uplighting sou batri, yon estrikti metal limyè anwo pis dans lan, yon sistèm son QSC pou DJ a, lafimen ba pou premye vals la ak etensèl frèt pou gwo antre a.',
  },
  10: {
    category: 'Fim',
    description:
      'Yon kout metraj ki pase deyò lannwit, yo tounen sou Calle Ocho. Kamyon 5 tòn nou an te pote Aputure LS 1200d Pro ak SkyPanel S360-C sou kondò pou limyè lalin, ak tib Quasar ki te dekore devan boutik yo ak yon Honda EU7000is pou kouran san bri toupre aktè yo.',
  },
  11: {
    category: 'Konsè',
    description:
      'Yon seri konsè ete sou yon sèn deyò an fòm kokiy (bandshell) nan Miami Beach. Nou te bay yon sistèm d&b V8, konsòl DiGiCo SD12 nan FOH ak nan monitè, yon enstalasyon limyè motorize ak sistèm in-ear pou atis prensipal yo, ak yon ekip pou chak sware chow.',
  },
  12: {
    category: 'Evènman antrepriz',
    description:
      'Yon gala charite pou 600 envite anba yon tant bò dlo nan Bayfront. Nou te klere tant lan ak limyè Robe ak Martin ak fil piksèl, nou te monte sèn nan ak podyòm defile a, nou te fè pwojeksyon ak pwojektè Barco UDX-4K32, e nou te bay sistèm son an ak kouran an.',
  },
};

/** The staff's job titles in Haitian Creole, by staff id (staff.ts). */
export const staff: SeedContentTranslations['staff'] = {
  1: { title: 'Fondatè ak PDG' },
  2: { title: 'Direktè operasyon' },
  3: { title: 'Chèf limyè' },
  4: { title: 'Enjenyè son prensipal' },
  5: { title: 'Enjenyè videyo' },
  6: { title: 'Chèf rigger' },
  7: { title: 'Chèf grip' },
  8: { title: 'Teknisyen dèlko' },
  9: { title: 'Kowòdonatè sèvis kliyan' },
  10: { title: 'Chèf depo' },
  11: { title: 'Teknisyen kamera ak DIT' },
  12: { title: 'Direktè pwodiksyon' },
};
