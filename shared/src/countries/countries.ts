import type { Country } from './country.ts';

/**
 * The country reference (docs/product.md#entities), as data: every entry the interface may offer, with its name in the four
 * languages, its two-letter code and its dialling prefix. Kept as the spec describes it, quirks included:
 * Haiti is spelled 'Hayti' in English; some entries have no prefix (the property is absent) or an empty one;
 * the Dominican Republic and Puerto Rico hold several prefixes in one string; Netherlands Antilles and Serbia
 * and Montenegro are legacy entries. Consumers go through dial-codes.ts, which smooths these out.
 */
export const COUNTRIES: readonly Country[] = [
  {
    name: { english: 'Afghanistan', creole: 'Afganistan', spanish: 'Afganistán', french: 'Afghanistan' },
    code: 'AF',
    phoneCode: '+93',
  },
  {
    name: { english: 'Aland Islands', creole: 'Zile Aland', spanish: 'Islas Aland', french: 'Îles Åland' },
    code: 'AX',
    phoneCode: '+358',
  },
  {
    name: { english: 'Albania', creole: 'Albani', spanish: 'Albania', french: 'Albanie' },
    code: 'AL',
    phoneCode: '+355',
  },
  {
    name: { english: 'Algeria', creole: 'Aljeri', spanish: 'Argelia', french: 'Algérie' },
    code: 'DZ',
    phoneCode: '+213',
  },
  {
    name: {
      english: 'American Samoa',
      creole: 'Samoa Ameriken',
      spanish: 'Samoa Americana',
      french: 'Samoa américaines',
    },
    code: 'AS',
    phoneCode: '+1684',
  },
  {
    name: { english: 'Andorra', creole: 'Andora', spanish: 'Andorra', french: 'Andorre' },
    code: 'AD',
    phoneCode: '+376',
  },
  {
    name: { english: 'Angola', creole: 'Angola', spanish: 'Angola', french: 'Angola' },
    code: 'AO',
    phoneCode: '+244',
  },
  {
    name: { english: 'Anguilla', creole: 'Angiya', spanish: 'Anguila', french: 'Anguilla' },
    code: 'AI',
    phoneCode: '+1264',
  },
  {
    name: { english: 'Antarctica', creole: 'Antatik', spanish: 'Antártida', french: 'Antarctique' },
    code: 'AQ',
    phoneCode: '+672',
  },
  {
    name: {
      english: 'Antigua and Barbuda',
      creole: 'Antigwa ak Babouda',
      spanish: 'Antigua y Barbuda',
      french: 'Antigua-et-Barbuda',
    },
    code: 'AG',
    phoneCode: '+1268',
  },
  {
    name: { english: 'Argentina', creole: 'Ajantin', spanish: 'Argentina', french: 'Argentine' },
    code: 'AR',
    phoneCode: '+54',
  },
  {
    name: { english: 'Armenia', creole: 'Ameni', spanish: 'Armenia', french: 'Arménie' },
    code: 'AM',
    phoneCode: '+374',
  },
  {
    name: { english: 'Aruba', creole: 'Arouba', spanish: 'Aruba', french: 'Aruba' },
    code: 'AW',
    phoneCode: '+297',
  },
  {
    name: { english: 'Australia', creole: 'Ostrali', spanish: 'Australia', french: 'Australie' },
    code: 'AU',
    phoneCode: '+61',
  },
  {
    name: { english: 'Austria', creole: 'Otrich', spanish: 'Austria', french: 'Autriche' },
    code: 'AT',
    phoneCode: '+43',
  },
  {
    name: { english: 'Azerbaijan', creole: 'Azèbayjan', spanish: 'Azerbaiyán', french: 'Azerbaïdjan' },
    code: 'AZ',
    phoneCode: '+994',
  },
  {
    name: { english: 'Bahamas', creole: 'Bahamas', spanish: 'Bahamas', french: 'Bahamas' },
    code: 'BS',
    phoneCode: '+1242',
  },
  {
    name: { english: 'Bahrain', creole: 'Bahreyn', spanish: 'Baréin', french: 'Bahreïn' },
    code: 'BH',
    phoneCode: '+973',
  },
  {
    name: { english: 'Bangladesh', creole: 'Bangladèch', spanish: 'Bangladés', french: 'Bangladesh' },
    code: 'BD',
    phoneCode: '+880',
  },
  {
    name: { english: 'Barbados', creole: 'Barbad', spanish: 'Barbados', french: 'Barbade' },
    code: 'BB',
    phoneCode: '+1246',
  },
  {
    name: { english: 'Belarus', creole: 'Byelorisi', spanish: 'Bielorrusia', french: 'Biélorussie' },
    code: 'BY',
    phoneCode: '+375',
  },
  {
    name: { english: 'Belgium', creole: 'Bèljik', spanish: 'Bélgica', french: 'Belgique' },
    code: 'BE',
    phoneCode: '+32',
  },
  {
    name: { english: 'Belize', creole: 'Beliz', spanish: 'Belice', french: 'Belize' },
    code: 'BZ',
    phoneCode: '+501',
  },
  {
    name: { english: 'Benin', creole: 'Benen', spanish: 'Benín', french: 'Bénin' },
    code: 'BJ',
    phoneCode: '+229',
  },
  {
    name: { english: 'Bermuda', creole: 'Bèmid', spanish: 'Bermudas', french: 'Bermudes' },
    code: 'BM',
    phoneCode: '+1441',
  },
  {
    name: { english: 'Bhutan', creole: 'Boutan', spanish: 'Bután', french: 'Bhoutan' },
    code: 'BT',
    phoneCode: '+975',
  },
  {
    name: { english: 'Bolivia', creole: 'Bolivi', spanish: 'Bolivia', french: 'Bolivie' },
    code: 'BO',
    phoneCode: '+591',
  },
  {
    name: {
      english: 'Bosnia and Herzegovina',
      creole: 'Bosni-Èzegovin',
      spanish: 'Bosnia y Herzegovina',
      french: 'Bosnie-Herzégovine',
    },
    code: 'BA',
    phoneCode: '+387',
  },
  {
    name: { english: 'Botswana', creole: 'Botswana', spanish: 'Botsuana', french: 'Botswana' },
    code: 'BW',
    phoneCode: '+267',
  },
  {
    name: { english: 'Bouvet Island', creole: 'Zile Bouvet', spanish: 'Isla Bouvet', french: 'Île Bouvet' },
    code: 'BV',
  },
  {
    name: { english: 'Brazil', creole: 'Brezil', spanish: 'Brasil', french: 'Brésil' },
    code: 'BR',
    phoneCode: '+55',
  },
  {
    name: {
      english: 'British Indian Ocean Territory',
      creole: 'Teritwa Britanik nan Oseyan Endyen',
      spanish: 'Territorio Británico del Océano Índico',
      french: "Territoire britannique de l'océan Indien",
    },
    code: 'IO',
    phoneCode: '+246',
  },
  {
    name: { english: 'Brunei', creole: 'Brouney', spanish: 'Brunéi', french: 'Brunei' },
    code: 'BN',
    phoneCode: '+673',
  },
  {
    name: { english: 'Bulgaria', creole: 'Bilgari', spanish: 'Bulgaria', french: 'Bulgarie' },
    code: 'BG',
    phoneCode: '+359',
  },
  {
    name: {
      english: 'Burkina Faso',
      creole: 'Boukina Faso',
      spanish: 'Burkina Faso',
      french: 'Burkina Faso',
    },
    code: 'BF',
    phoneCode: '+226',
  },
  {
    name: { english: 'Burundi', creole: 'Bouroundi', spanish: 'Burundi', french: 'Burundi' },
    code: 'BI',
    phoneCode: '+257',
  },
  {
    name: { english: 'Cambodia', creole: 'Kanbòdj', spanish: 'Camboya', french: 'Cambodge' },
    code: 'KH',
    phoneCode: '+855',
  },
  {
    name: { english: 'Cameroon', creole: 'Kamewoun', spanish: 'Camerún', french: 'Cameroun' },
    code: 'CM',
    phoneCode: '+237',
  },
  {
    name: { english: 'Canada', creole: 'Kanada', spanish: 'Canadá', french: 'Canada' },
    code: 'CA',
    phoneCode: '+1',
  },
  {
    name: { english: 'Cape Verde', creole: 'Kap Vè', spanish: 'Cabo Verde', french: 'Cap-Vert' },
    code: 'CV',
    phoneCode: '+238',
  },
  {
    name: {
      english: 'Cayman Islands',
      creole: 'Zile Kayiman',
      spanish: 'Islas Caimán',
      french: 'Îles Caïmans',
    },
    code: 'KY',
    phoneCode: '+1345',
  },
  {
    name: {
      english: 'Central African Republic',
      creole: 'Repiblik Santrafrik',
      spanish: 'República Centroafricana',
      french: 'République centrafricaine',
    },
    code: 'CF',
    phoneCode: '+236',
  },
  {
    name: { english: 'Chad', creole: 'Tchad', spanish: 'Chad', french: 'Tchad' },
    code: 'TD',
    phoneCode: '+235',
  },
  {
    name: { english: 'Chile', creole: 'Chili', spanish: 'Chile', french: 'Chili' },
    code: 'CL',
    phoneCode: '+56',
  },
  {
    name: { english: 'China', creole: 'Chin', spanish: 'China', french: 'Chine' },
    code: 'CN',
    phoneCode: '+86',
  },
  {
    name: {
      english: 'Christmas Island',
      creole: 'Zile Nwèl',
      spanish: 'Isla de Navidad',
      french: 'Île Christmas',
    },
    code: 'CX',
    phoneCode: '+61',
  },
  {
    name: {
      english: 'Cocos (Keeling) Islands',
      creole: 'Zile Kokos',
      spanish: 'Islas Cocos',
      french: 'Îles Cocos',
    },
    code: 'CC',
    phoneCode: '+61',
  },
  {
    name: { english: 'Colombia', creole: 'Kolonbi', spanish: 'Colombia', french: 'Colombie' },
    code: 'CO',
    phoneCode: '+57',
  },
  {
    name: { english: 'Comoros', creole: 'Komò', spanish: 'Comoras', french: 'Comores' },
    code: 'KM',
    phoneCode: '+269',
  },
  {
    name: { english: 'Congo', creole: 'Kongo', spanish: 'República del Congo', french: 'Congo' },
    code: 'CG',
    phoneCode: '+242',
  },
  {
    name: {
      english: 'Democratic Republic of the Congo',
      creole: 'Repiblik Demokratik Kongo',
      spanish: 'República Democrática del Congo',
      french: 'République démocratique du Congo',
    },
    code: 'CD',
    phoneCode: '+243',
  },
  {
    name: { english: 'Cook Islands', creole: 'Zile Kouk', spanish: 'Islas Cook', french: 'Îles Cook' },
    code: 'CK',
    phoneCode: '+682',
  },
  {
    name: { english: 'Costa Rica', creole: 'Kosta Rika', spanish: 'Costa Rica', french: 'Costa Rica' },
    code: 'CR',
    phoneCode: '+506',
  },
  {
    name: {
      english: "Côte d'Ivoire",
      creole: 'Kòt Divwa',
      spanish: 'Costa de Marfil',
      french: "Côte d'Ivoire",
    },
    code: 'CI',
    phoneCode: '+225',
  },
  {
    name: { english: 'Croatia', creole: 'Kwoasi', spanish: 'Croacia', french: 'Croatie' },
    code: 'HR',
    phoneCode: '+385',
  },
  {
    name: { english: 'Cuba', creole: 'Kiba', spanish: 'Cuba', french: 'Cuba' },
    code: 'CU',
    phoneCode: '+53',
  },
  {
    name: { english: 'Curacao', creole: 'Kiraso', spanish: 'Curazao', french: 'Curaçao' },
    code: 'CW',
    phoneCode: '+599',
  },
  {
    name: { english: 'Cyprus', creole: 'Chip', spanish: 'Chipre', french: 'Chypre' },
    code: 'CY',
    phoneCode: '+357',
  },
  {
    name: { english: 'Czechia', creole: 'Repiblik Tchèk', spanish: 'Chequia', french: 'Tchéquie' },
    code: 'CZ',
    phoneCode: '+420',
  },
  {
    name: { english: 'Denmark', creole: 'Dànmak', spanish: 'Dinamarca', french: 'Danemark' },
    code: 'DK',
    phoneCode: '+45',
  },
  {
    name: { english: 'Djibouti', creole: 'Djibouti', spanish: 'Yibuti', french: 'Djibouti' },
    code: 'DJ',
    phoneCode: '+253',
  },
  {
    name: { english: 'Dominica', creole: 'Dominik', spanish: 'Dominica', french: 'Dominique' },
    code: 'DM',
    phoneCode: '+1767',
  },
  {
    name: {
      english: 'Dominican Republic',
      creole: 'Repiblik Dominikèn',
      spanish: 'República Dominicana',
      french: 'République dominicaine',
    },
    code: 'DO',
    phoneCode: '+1809, +1829, +1849',
  },
  {
    name: { english: 'Ecuador', creole: 'Ekwatè', spanish: 'Ecuador', french: 'Équateur' },
    code: 'EC',
    phoneCode: '+593',
  },
  {
    name: { english: 'Egypt', creole: 'Ejip', spanish: 'Egipto', french: 'Égypte' },
    code: 'EG',
    phoneCode: '+20',
  },
  {
    name: { english: 'El Salvador', creole: 'Salvadò', spanish: 'El Salvador', french: 'Salvador' },
    code: 'SV',
    phoneCode: '+503',
  },
  {
    name: {
      english: 'Equatorial Guinea',
      creole: 'Gine Ekwatoryal',
      spanish: 'Guinea Ecuatorial',
      french: 'Guinée équatoriale',
    },
    code: 'GQ',
    phoneCode: '+240',
  },
  {
    name: { english: 'Eritrea', creole: 'Eritre', spanish: 'Eritrea', french: 'Érythrée' },
    code: 'ER',
    phoneCode: '+291',
  },
  {
    name: { english: 'Estonia', creole: 'Estoni', spanish: 'Estonia', french: 'Estonie' },
    code: 'EE',
    phoneCode: '+372',
  },
  {
    name: { english: 'Eswatini', creole: 'Eswatini', spanish: 'Esuatini', french: 'Eswatini' },
    code: 'SZ',
    phoneCode: '+268',
  },
  {
    name: { english: 'Ethiopia', creole: 'Etyopi', spanish: 'Etiopía', french: 'Éthiopie' },
    code: 'ET',
    phoneCode: '+251',
  },
  {
    name: {
      english: 'Falkland Islands',
      creole: 'Zile Malwin',
      spanish: 'Islas Malvinas',
      french: 'Îles Malouines',
    },
    code: 'FK',
    phoneCode: '+500',
  },
  {
    name: { english: 'Faroe Islands', creole: 'Zile Feyewo', spanish: 'Islas Feroe', french: 'Îles Féroé' },
    code: 'FO',
    phoneCode: '+298',
  },
  {
    name: { english: 'Fiji', creole: 'Fidji', spanish: 'Fiyi', french: 'Fidji' },
    code: 'FJ',
    phoneCode: '+679',
  },
  {
    name: { english: 'Finland', creole: 'Fenlann', spanish: 'Finlandia', french: 'Finlande' },
    code: 'FI',
    phoneCode: '+358',
  },
  {
    name: { english: 'France', creole: 'Frans', spanish: 'Francia', french: 'France' },
    code: 'FR',
    phoneCode: '+33',
  },
  {
    name: {
      english: 'French Guiana',
      creole: 'Giyàn Franse',
      spanish: 'Guayana Francesa',
      french: 'Guyane française',
    },
    code: 'GF',
    phoneCode: '+594',
  },
  {
    name: {
      english: 'French Polynesia',
      creole: 'Polinezi Franse',
      spanish: 'Polinesia Francesa',
      french: 'Polynésie française',
    },
    code: 'PF',
    phoneCode: '+689',
  },
  {
    name: {
      english: 'French Southern Territories',
      creole: 'Teritwa Ostral Franse',
      spanish: 'Territorios Australes Franceses',
      french: 'Terres australes françaises',
    },
    code: 'TF',
  },
  {
    name: { english: 'Gabon', creole: 'Gabon', spanish: 'Gabón', french: 'Gabon' },
    code: 'GA',
    phoneCode: '+241',
  },
  {
    name: { english: 'Gambia', creole: 'Ganbi', spanish: 'Gambia', french: 'Gambie' },
    code: 'GM',
    phoneCode: '+220',
  },
  {
    name: { english: 'Georgia', creole: 'Jeoji', spanish: 'Georgia', french: 'Géorgie' },
    code: 'GE',
    phoneCode: '+995',
  },
  {
    name: { english: 'Germany', creole: 'Almay', spanish: 'Alemania', french: 'Allemagne' },
    code: 'DE',
    phoneCode: '+49',
  },
  {
    name: { english: 'Ghana', creole: 'Gana', spanish: 'Ghana', french: 'Ghana' },
    code: 'GH',
    phoneCode: '+233',
  },
  {
    name: { english: 'Gibraltar', creole: 'Jibraltà', spanish: 'Gibraltar', french: 'Gibraltar' },
    code: 'GI',
    phoneCode: '+350',
  },
  {
    name: { english: 'Greece', creole: 'Grès', spanish: 'Grecia', french: 'Grèce' },
    code: 'GR',
    phoneCode: '+30',
  },
  {
    name: { english: 'Greenland', creole: 'Groenlann', spanish: 'Groenlandia', french: 'Groenland' },
    code: 'GL',
    phoneCode: '+299',
  },
  {
    name: { english: 'Grenada', creole: 'Grenad', spanish: 'Granada', french: 'Grenade' },
    code: 'GD',
    phoneCode: '+1473',
  },
  {
    name: { english: 'Guadeloupe', creole: 'Gwadloup', spanish: 'Guadalupe', french: 'Guadeloupe' },
    code: 'GP',
    phoneCode: '+590',
  },
  {
    name: { english: 'Guam', creole: 'Gwam', spanish: 'Guam', french: 'Guam' },
    code: 'GU',
    phoneCode: '+1671',
  },
  {
    name: { english: 'Guatemala', creole: 'Gwatemala', spanish: 'Guatemala', french: 'Guatemala' },
    code: 'GT',
    phoneCode: '+502',
  },
  {
    name: { english: 'Guernsey', creole: 'Gènzi', spanish: 'Guernesey', french: 'Guernesey' },
    code: 'GG',
    phoneCode: '+44',
  },
  {
    name: { english: 'Guinea', creole: 'Gine', spanish: 'Guinea', french: 'Guinée' },
    code: 'GN',
    phoneCode: '+224',
  },
  {
    name: {
      english: 'Guinea-Bissau',
      creole: 'Gine-Bisao',
      spanish: 'Guinea-Bisáu',
      french: 'Guinée-Bissau',
    },
    code: 'GW',
    phoneCode: '+245',
  },
  {
    name: { english: 'Guyana', creole: 'Giyana', spanish: 'Guyana', french: 'Guyana' },
    code: 'GY',
    phoneCode: '+592',
  },
  {
    name: { english: 'Hayti', creole: 'Ayiti', spanish: 'Haití', french: 'Haïti' },
    code: 'HT',
    phoneCode: '+509',
  },
  {
    name: {
      english: 'Heard Island and McDonald Islands',
      creole: 'Zile Heard ak Zile McDonald',
      spanish: 'Islas Heard y McDonald',
      french: 'Îles Heard-et-MacDonald',
    },
    code: 'HM',
    phoneCode: '',
  },
  {
    name: { english: 'Vatican City', creole: 'Vatikan', spanish: 'Ciudad del Vaticano', french: 'Vatican' },
    code: 'VA',
    phoneCode: '+379',
  },
  {
    name: { english: 'Honduras', creole: 'Ondiras', spanish: 'Honduras', french: 'Honduras' },
    code: 'HN',
    phoneCode: '+504',
  },
  {
    name: { english: 'Hong Kong', creole: 'Hong Kong', spanish: 'Hong Kong', french: 'Hong Kong' },
    code: 'HK',
    phoneCode: '+852',
  },
  {
    name: { english: 'Hungary', creole: 'Ongri', spanish: 'Hungría', french: 'Hongrie' },
    code: 'HU',
    phoneCode: '+36',
  },
  {
    name: { english: 'Iceland', creole: 'Islann', spanish: 'Islandia', french: 'Islande' },
    code: 'IS',
    phoneCode: '+354',
  },
  {
    name: { english: 'India', creole: 'End', spanish: 'India', french: 'Inde' },
    code: 'IN',
    phoneCode: '+91',
  },
  {
    name: { english: 'Indonesia', creole: 'Endonezi', spanish: 'Indonesia', french: 'Indonésie' },
    code: 'ID',
    phoneCode: '+62',
  },
  {
    name: { english: 'Iran', creole: 'Iran', spanish: 'Irán', french: 'Iran' },
    code: 'IR',
    phoneCode: '+98',
  },
  {
    name: { english: 'Iraq', creole: 'Irak', spanish: 'Irak', french: 'Irak' },
    code: 'IQ',
    phoneCode: '+964',
  },
  {
    name: { english: 'Ireland', creole: 'Irlann', spanish: 'Irlanda', french: 'Irlande' },
    code: 'IE',
    phoneCode: '+353',
  },
  {
    name: { english: 'Isle of Man', creole: 'Il Man', spanish: 'Isla de Man', french: 'Île de Man' },
    code: 'IM',
    phoneCode: '+44',
  },
  {
    name: { english: 'Israel', creole: 'Izrayèl', spanish: 'Israel', french: 'Israël' },
    code: 'IL',
    phoneCode: '+972',
  },
  {
    name: { english: 'Italy', creole: 'Itali', spanish: 'Italia', french: 'Italie' },
    code: 'IT',
    phoneCode: '+39',
  },
  {
    name: { english: 'Jamaica', creole: 'Jamayik', spanish: 'Jamaica', french: 'Jamaïque' },
    code: 'JM',
    phoneCode: '+1876',
  },
  {
    name: { english: 'Japan', creole: 'Japon', spanish: 'Japón', french: 'Japon' },
    code: 'JP',
    phoneCode: '+81',
  },
  {
    name: { english: 'Jersey', creole: 'Jèze', spanish: 'Jersey', french: 'Jersey' },
    code: 'JE',
    phoneCode: '+44',
  },
  {
    name: { english: 'Jordan', creole: 'Jòdani', spanish: 'Jordania', french: 'Jordanie' },
    code: 'JO',
    phoneCode: '+962',
  },
  {
    name: { english: 'Kazakhstan', creole: 'Kazakstan', spanish: 'Kazajistán', french: 'Kazakhstan' },
    code: 'KZ',
    phoneCode: '+7',
  },
  {
    name: { english: 'Kenya', creole: 'Kenya', spanish: 'Kenia', french: 'Kenya' },
    code: 'KE',
    phoneCode: '+254',
  },
  {
    name: { english: 'Kiribati', creole: 'Kiribati', spanish: 'Kiribati', french: 'Kiribati' },
    code: 'KI',
    phoneCode: '+686',
  },
  {
    name: {
      english: 'North Korea',
      creole: 'Kore dinò',
      spanish: 'Corea del Norte',
      french: 'Corée du Nord',
    },
    code: 'KP',
    phoneCode: '+850',
  },
  {
    name: { english: 'South Korea', creole: 'Kore disid', spanish: 'Corea del Sur', french: 'Corée du Sud' },
    code: 'KR',
    phoneCode: '+82',
  },
  {
    name: { english: 'Kuwait', creole: 'Kowet', spanish: 'Kuwait', french: 'Koweït' },
    code: 'KW',
    phoneCode: '+965',
  },
  {
    name: { english: 'Kyrgyzstan', creole: 'Kigizistan', spanish: 'Kirguistán', french: 'Kirghizstan' },
    code: 'KG',
    phoneCode: '+996',
  },
  {
    name: { english: 'Laos', creole: 'Laos', spanish: 'Laos', french: 'Laos' },
    code: 'LA',
    phoneCode: '+856',
  },
  {
    name: { english: 'Latvia', creole: 'Letoni', spanish: 'Letonia', french: 'Lettonie' },
    code: 'LV',
    phoneCode: '+371',
  },
  {
    name: { english: 'Lebanon', creole: 'Liban', spanish: 'Líbano', french: 'Liban' },
    code: 'LB',
    phoneCode: '+961',
  },
  {
    name: { english: 'Lesotho', creole: 'Lezoto', spanish: 'Lesoto', french: 'Lesotho' },
    code: 'LS',
    phoneCode: '+266',
  },
  {
    name: { english: 'Liberia', creole: 'Liberya', spanish: 'Liberia', french: 'Liberia' },
    code: 'LR',
    phoneCode: '+231',
  },
  {
    name: { english: 'Libya', creole: 'Libi', spanish: 'Libia', french: 'Libye' },
    code: 'LY',
    phoneCode: '+218',
  },
  {
    name: {
      english: 'Liechtenstein',
      creole: 'Lichtenstay',
      spanish: 'Liechtenstein',
      french: 'Liechtenstein',
    },
    code: 'LI',
    phoneCode: '+423',
  },
  {
    name: { english: 'Lithuania', creole: 'Lityani', spanish: 'Lituania', french: 'Lituanie' },
    code: 'LT',
    phoneCode: '+370',
  },
  {
    name: { english: 'Luxembourg', creole: 'Liksanbou', spanish: 'Luxemburgo', french: 'Luxembourg' },
    code: 'LU',
    phoneCode: '+352',
  },
  {
    name: { english: 'Macao', creole: 'Makao', spanish: 'Macao', french: 'Macao' },
    code: 'MO',
    phoneCode: '+853',
  },
  {
    name: {
      english: 'North Macedonia',
      creole: 'Masedwan dinò',
      spanish: 'Macedonia del Norte',
      french: 'Macédoine du Nord',
    },
    code: 'MK',
    phoneCode: '+389',
  },
  {
    name: { english: 'Madagascar', creole: 'Madagaskà', spanish: 'Madagascar', french: 'Madagascar' },
    code: 'MG',
    phoneCode: '+261',
  },
  {
    name: { english: 'Malawi', creole: 'Malawi', spanish: 'Malaui', french: 'Malawi' },
    code: 'MW',
    phoneCode: '+265',
  },
  {
    name: { english: 'Malaysia', creole: 'Malezi', spanish: 'Malasia', french: 'Malaisie' },
    code: 'MY',
    phoneCode: '+60',
  },
  {
    name: { english: 'Maldives', creole: 'Maldiv', spanish: 'Maldivas', french: 'Maldives' },
    code: 'MV',
    phoneCode: '+960',
  },
  {
    name: { english: 'Mali', creole: 'Mali', spanish: 'Mali', french: 'Mali' },
    code: 'ML',
    phoneCode: '+223',
  },
  {
    name: { english: 'Malta', creole: 'Malt', spanish: 'Malta', french: 'Malte' },
    code: 'MT',
    phoneCode: '+356',
  },
  {
    name: {
      english: 'Marshall Islands',
      creole: 'Zile Marshall',
      spanish: 'Islas Marshall',
      french: 'Îles Marshall',
    },
    code: 'MH',
    phoneCode: '+692',
  },
  {
    name: { english: 'Martinique', creole: 'Matinik', spanish: 'Martinica', french: 'Martinique' },
    code: 'MQ',
    phoneCode: '',
  },
  {
    name: { english: 'Mauritania', creole: 'Moritani', spanish: 'Mauritania', french: 'Mauritanie' },
    code: 'MR',
    phoneCode: '+222',
  },
  {
    name: { english: 'Mauritius', creole: 'Moris', spanish: 'Mauricio', french: 'Maurice' },
    code: 'MU',
    phoneCode: '+230',
  },
  {
    name: { english: 'Mayotte', creole: 'Mayòt', spanish: 'Mayotte', french: 'Mayotte' },
    code: 'YT',
    phoneCode: '+262',
  },
  {
    name: { english: 'Mexico', creole: 'Meksik', spanish: 'México', french: 'Mexique' },
    code: 'MX',
    phoneCode: '+52',
  },
  {
    name: { english: 'Micronesia', creole: 'Mikwonezi', spanish: 'Micronesia', french: 'Micronésie' },
    code: 'FM',
    phoneCode: '+691',
  },
  {
    name: { english: 'Moldova', creole: 'Moldavi', spanish: 'Moldavia', french: 'Moldavie' },
    code: 'MD',
    phoneCode: '+373',
  },
  {
    name: { english: 'Monaco', creole: 'Monako', spanish: 'Mónaco', french: 'Monaco' },
    code: 'MC',
    phoneCode: '+377',
  },
  {
    name: { english: 'Mongolia', creole: 'Mongoli', spanish: 'Mongolia', french: 'Mongolie' },
    code: 'MN',
    phoneCode: '+976',
  },
  {
    name: { english: 'Montenegro', creole: 'Montenegwo', spanish: 'Montenegro', french: 'Monténégro' },
    code: 'ME',
    phoneCode: '+382',
  },
  {
    name: { english: 'Montserrat', creole: 'Monsera', spanish: 'Montserrat', french: 'Montserrat' },
    code: 'MS',
    phoneCode: '+1664',
  },
  {
    name: { english: 'Morocco', creole: 'Mawòk', spanish: 'Marruecos', french: 'Maroc' },
    code: 'MA',
    phoneCode: '+212',
  },
  {
    name: { english: 'Mozambique', creole: 'Mozanbik', spanish: 'Mozambique', french: 'Mozambique' },
    code: 'MZ',
    phoneCode: '+258',
  },
  {
    name: { english: 'Myanmar', creole: 'Myanma', spanish: 'Myanmar', french: 'Myanmar' },
    code: 'MM',
    phoneCode: '+95',
  },
  {
    name: { english: 'Namibia', creole: 'Namibi', spanish: 'Namibia', french: 'Namibie' },
    code: 'NA',
    phoneCode: '+264',
  },
  {
    name: { english: 'Nauru', creole: 'Nawou', spanish: 'Nauru', french: 'Nauru' },
    code: 'NR',
    phoneCode: '+674',
  },
  {
    name: { english: 'Nepal', creole: 'Nepal', spanish: 'Nepal', french: 'Népal' },
    code: 'NP',
    phoneCode: '+977',
  },
  {
    name: { english: 'Netherlands', creole: 'Peyiba', spanish: 'Países Bajos', french: 'Pays-Bas' },
    code: 'NL',
    phoneCode: '+31',
  },
  {
    name: {
      english: 'Netherlands Antilles',
      creole: 'Antiy Neyèlandè',
      spanish: 'Antillas Neerlandesas',
      french: 'Antilles néerlandaises',
    },
    code: 'AN',
    phoneCode: '+599',
  },
  {
    name: {
      english: 'New Caledonia',
      creole: 'Nouvèl Kaledoni',
      spanish: 'Nueva Caledonia',
      french: 'Nouvelle-Calédonie',
    },
    code: 'NC',
    phoneCode: '+687',
  },
  {
    name: {
      english: 'New Zealand',
      creole: 'Nouvèl Zelann',
      spanish: 'Nueva Zelanda',
      french: 'Nouvelle-Zélande',
    },
    code: 'NZ',
    phoneCode: '+64',
  },
  {
    name: { english: 'Nicaragua', creole: 'Nikaragwa', spanish: 'Nicaragua', french: 'Nicaragua' },
    code: 'NI',
    phoneCode: '+505',
  },
  {
    name: { english: 'Niger', creole: 'Nijè', spanish: 'Níger', french: 'Niger' },
    code: 'NE',
    phoneCode: '+227',
  },
  {
    name: { english: 'Nigeria', creole: 'Nijerya', spanish: 'Nigeria', french: 'Nigeria' },
    code: 'NG',
    phoneCode: '+234',
  },
  {
    name: { english: 'Niue', creole: 'Niwe', spanish: 'Niue', french: 'Niue' },
    code: 'NU',
    phoneCode: '+683',
  },
  {
    name: { english: 'Norfolk Island', creole: 'Zile Nòfòk', spanish: 'Isla Norfolk', french: 'Île Norfolk' },
    code: 'NF',
    phoneCode: '+672',
  },
  {
    name: {
      english: 'Northern Mariana Islands',
      creole: 'Zile Mariyàn dinò',
      spanish: 'Islas Marianas del Norte',
      french: 'Îles Mariannes du Nord',
    },
    code: 'MP',
    phoneCode: '+1670',
  },
  {
    name: { english: 'Norway', creole: 'Nòvèj', spanish: 'Noruega', french: 'Norvège' },
    code: 'NO',
    phoneCode: '+47',
  },
  {
    name: { english: 'Oman', creole: 'Omàn', spanish: 'Omán', french: 'Oman' },
    code: 'OM',
    phoneCode: '+968',
  },
  {
    name: { english: 'Pakistan', creole: 'Pakistan', spanish: 'Pakistán', french: 'Pakistan' },
    code: 'PK',
    phoneCode: '+92',
  },
  {
    name: { english: 'Palau', creole: 'Palaos', spanish: 'Palaos', french: 'Palaos' },
    code: 'PW',
    phoneCode: '+680',
  },
  {
    name: { english: 'Palestine', creole: 'Palestin', spanish: 'Palestina', french: 'Palestine' },
    code: 'PS',
    phoneCode: '+970',
  },
  {
    name: { english: 'Panama', creole: 'Panama', spanish: 'Panamá', french: 'Panama' },
    code: 'PA',
    phoneCode: '+507',
  },
  {
    name: {
      english: 'Papua New Guinea',
      creole: 'Papwazi Nouvèl Gine',
      spanish: 'Papúa Nueva Guinea',
      french: 'Papouasie-Nouvelle-Guinée',
    },
    code: 'PG',
    phoneCode: '+675',
  },
  {
    name: { english: 'Paraguay', creole: 'Paragwe', spanish: 'Paraguay', french: 'Paraguay' },
    code: 'PY',
    phoneCode: '+595',
  },
  {
    name: { english: 'Peru', creole: 'Pewou', spanish: 'Perú', french: 'Pérou' },
    code: 'PE',
    phoneCode: '+51',
  },
  {
    name: { english: 'Philippines', creole: 'Filipin', spanish: 'Filipinas', french: 'Philippines' },
    code: 'PH',
    phoneCode: '+63',
  },
  {
    name: {
      english: 'Pitcairn Islands',
      creole: 'Zile Pitkèn',
      spanish: 'Islas Pitcairn',
      french: 'Îles Pitcairn',
    },
    code: 'PN',
    phoneCode: '',
  },
  {
    name: { english: 'Poland', creole: 'Polòy', spanish: 'Polonia', french: 'Pologne' },
    code: 'PL',
    phoneCode: '+48',
  },
  {
    name: { english: 'Portugal', creole: 'Pòtigal', spanish: 'Portugal', french: 'Portugal' },
    code: 'PT',
    phoneCode: '+351',
  },
  {
    name: { english: 'Puerto Rico', creole: 'Pòtoriko', spanish: 'Puerto Rico', french: 'Porto Rico' },
    code: 'PR',
    phoneCode: '+1787, +1939',
  },
  {
    name: { english: 'Qatar', creole: 'Katar', spanish: 'Catar', french: 'Qatar' },
    code: 'QA',
    phoneCode: '+974',
  },
  {
    name: { english: 'Reunion', creole: 'Larenyon', spanish: 'Reunión', french: 'La Réunion' },
    code: 'RE',
    phoneCode: '+262',
  },
  {
    name: { english: 'Romania', creole: 'Woumani', spanish: 'Rumanía', french: 'Roumanie' },
    code: 'RO',
    phoneCode: '+40',
  },
  {
    name: { english: 'Russia', creole: 'Larisi', spanish: 'Rusia', french: 'Russie' },
    code: 'RU',
    phoneCode: '+7',
  },
  {
    name: { english: 'Rwanda', creole: 'Rwanda', spanish: 'Ruanda', french: 'Rwanda' },
    code: 'RW',
    phoneCode: '+250',
  },
  {
    name: { english: 'Saint Helena', creole: 'Sent Elèn', spanish: 'Santa Elena', french: 'Sainte-Hélène' },
    code: 'SH',
    phoneCode: '+290',
  },
  {
    name: {
      english: 'Saint Kitts and Nevis',
      creole: 'Sen Kits ak Nevis',
      spanish: 'San Cristóbal y Nieves',
      french: 'Saint-Christophe-et-Niévès',
    },
    code: 'KN',
    phoneCode: '+1869',
  },
  {
    name: { english: 'Saint Lucia', creole: 'Sent Lisi', spanish: 'Santa Lucía', french: 'Sainte-Lucie' },
    code: 'LC',
    phoneCode: '+1758',
  },
  {
    name: {
      english: 'Saint Pierre and Miquelon',
      creole: 'Sen Pyè ak Miklon',
      spanish: 'San Pedro y Miquelón',
      french: 'Saint-Pierre-et-Miquelon',
    },
    code: 'PM',
    phoneCode: '+508',
  },
  {
    name: {
      english: 'Saint Vincent and the Grenadines',
      creole: 'Sen Vensan ak Grenadin',
      spanish: 'San Vicente y las Granadinas',
      french: 'Saint-Vincent-et-les Grenadines',
    },
    code: 'VC',
    phoneCode: '+1784',
  },
  {
    name: { english: 'Samoa', creole: 'Samoa', spanish: 'Samoa', french: 'Samoa' },
    code: 'WS',
    phoneCode: '+685',
  },
  {
    name: { english: 'San Marino', creole: 'San Marino', spanish: 'San Marino', french: 'Saint-Marin' },
    code: 'SM',
    phoneCode: '+378',
  },
  {
    name: {
      english: 'Sao Tome and Principe',
      creole: 'Sao Tome ak Prensip',
      spanish: 'Santo Tomé y Príncipe',
      french: 'Sao Tomé-et-Principe',
    },
    code: 'ST',
    phoneCode: '+239',
  },
  {
    name: {
      english: 'Saudi Arabia',
      creole: 'Arabi Sawoudit',
      spanish: 'Arabia Saudí',
      french: 'Arabie saoudite',
    },
    code: 'SA',
    phoneCode: '+966',
  },
  {
    name: { english: 'Senegal', creole: 'Senegal', spanish: 'Senegal', french: 'Sénégal' },
    code: 'SN',
    phoneCode: '+221',
  },
  {
    name: { english: 'Serbia', creole: 'Sèbi', spanish: 'Serbia', french: 'Serbie' },
    code: 'RS',
    phoneCode: '+381',
  },
  {
    name: {
      english: 'Serbia and Montenegro',
      creole: 'Sèbi ak Montenegwo',
      spanish: 'Serbia y Montenegro',
      french: 'Serbie-et-Monténégro',
    },
    code: 'CS',
    phoneCode: '+381',
  },
  {
    name: { english: 'Seychelles', creole: 'Sechèl', spanish: 'Seychelles', french: 'Seychelles' },
    code: 'SC',
    phoneCode: '+248',
  },
  {
    name: { english: 'Sierra Leone', creole: 'Syera Leòn', spanish: 'Sierra Leona', french: 'Sierra Leone' },
    code: 'SL',
    phoneCode: '+232',
  },
  {
    name: { english: 'Singapore', creole: 'Singapou', spanish: 'Singapur', french: 'Singapour' },
    code: 'SG',
    phoneCode: '+65',
  },
  {
    name: { english: 'Slovakia', creole: 'Slovaki', spanish: 'Eslovaquia', french: 'Slovaquie' },
    code: 'SK',
    phoneCode: '+421',
  },
  {
    name: { english: 'Slovenia', creole: 'Sloveni', spanish: 'Eslovenia', french: 'Slovénie' },
    code: 'SI',
    phoneCode: '+386',
  },
  {
    name: {
      english: 'Solomon Islands',
      creole: 'Zile Salomon',
      spanish: 'Islas Salomón',
      french: 'Îles Salomon',
    },
    code: 'SB',
    phoneCode: '+677',
  },
  {
    name: { english: 'Somalia', creole: 'Somali', spanish: 'Somalia', french: 'Somalie' },
    code: 'SO',
    phoneCode: '+252',
  },
  {
    name: { english: 'South Africa', creole: 'Afrik disid', spanish: 'Sudáfrica', french: 'Afrique du Sud' },
    code: 'ZA',
    phoneCode: '+27',
  },
  {
    name: {
      english: 'South Georgia and the South Sandwich Islands',
      creole: 'Jeoji disid ak Zile Sandwich disid',
      spanish: 'Islas Georgia del Sur y Sandwich del Sur',
      french: 'Géorgie du Sud-et-les Îles Sandwich du Sud',
    },
    code: 'GS',
  },
  {
    name: {
      english: 'South Sudan',
      creole: 'Soudan disid',
      spanish: 'Sudán del Sur',
      french: 'Soudan du Sud',
    },
    code: 'SS',
    phoneCode: '+211',
  },
  {
    name: { english: 'Spain', creole: 'Espay', spanish: 'España', french: 'Espagne' },
    code: 'ES',
    phoneCode: '+34',
  },
  {
    name: { english: 'Sri Lanka', creole: 'Sri Lanka', spanish: 'Sri Lanka', french: 'Sri Lanka' },
    code: 'LK',
    phoneCode: '+94',
  },
  {
    name: { english: 'Sudan', creole: 'Soudan', spanish: 'Sudán', french: 'Soudan' },
    code: 'SD',
    phoneCode: '+249',
  },
  {
    name: { english: 'Suriname', creole: 'Sirinam', spanish: 'Surinam', french: 'Suriname' },
    code: 'SR',
    phoneCode: '+597',
  },
  {
    name: {
      english: 'Svalbard and Jan Mayen',
      creole: 'Svalbard ak Jan Mayen',
      spanish: 'Svalbard y Jan Mayen',
      french: 'Svalbard et Jan Mayen',
    },
    code: 'SJ',
    phoneCode: '+47',
  },
  {
    name: { english: 'Sweden', creole: 'Syèd', spanish: 'Suecia', french: 'Suède' },
    code: 'SE',
    phoneCode: '+46',
  },
  {
    name: { english: 'Switzerland', creole: 'Swis', spanish: 'Suiza', french: 'Suisse' },
    code: 'CH',
    phoneCode: '+41',
  },
  {
    name: { english: 'Syria', creole: 'Siri', spanish: 'Siria', french: 'Syrie' },
    code: 'SY',
    phoneCode: '+963',
  },
  {
    name: { english: 'Taiwan', creole: 'Taywan', spanish: 'Taiwán', french: 'Taïwan' },
    code: 'TW',
    phoneCode: '+886',
  },
  {
    name: { english: 'Tajikistan', creole: 'Tadjikistan', spanish: 'Tayikistán', french: 'Tadjikistan' },
    code: 'TJ',
    phoneCode: '+992',
  },
  {
    name: { english: 'Tanzania', creole: 'Tanzani', spanish: 'Tanzania', french: 'Tanzanie' },
    code: 'TZ',
    phoneCode: '+255',
  },
  {
    name: { english: 'Thailand', creole: 'Tayland', spanish: 'Tailandia', french: 'Thaïlande' },
    code: 'TH',
    phoneCode: '+66',
  },
  {
    name: { english: 'Timor-Leste', creole: 'Timò Lès', spanish: 'Timor-Leste', french: 'Timor oriental' },
    code: 'TL',
    phoneCode: '+670',
  },
  {
    name: { english: 'Togo', creole: 'Togo', spanish: 'Togo', french: 'Togo' },
    code: 'TG',
    phoneCode: '+228',
  },
  {
    name: { english: 'Tokelau', creole: 'Tokelau', spanish: 'Tokelau', french: 'Tokelau' },
    code: 'TK',
    phoneCode: '',
  },
  {
    name: { english: 'Tonga', creole: 'Tonga', spanish: 'Tonga', french: 'Tonga' },
    code: 'TO',
    phoneCode: '+676',
  },
  {
    name: {
      english: 'Trinidad and Tobago',
      creole: 'Trinidad ak Tobago',
      spanish: 'Trinidad y Tobago',
      french: 'Trinité-et-Tobago',
    },
    code: 'TT',
    phoneCode: '+1868',
  },
  {
    name: { english: 'Tunisia', creole: 'Tinizi', spanish: 'Túnez', french: 'Tunisie' },
    code: 'TN',
    phoneCode: '+216',
  },
  {
    name: { english: 'Türkiye', creole: 'Tiki', spanish: 'Turquía', french: 'Turquie' },
    code: 'TR',
    phoneCode: '+90',
  },
  {
    name: {
      english: 'Turkmenistan',
      creole: 'Tirkmenistan',
      spanish: 'Turkmenistán',
      french: 'Turkménistan',
    },
    code: 'TM',
    phoneCode: '+993',
  },
  {
    name: {
      english: 'Turks and Caicos Islands',
      creole: 'Zile Tik ak Kayik',
      spanish: 'Islas Turcas y Caicos',
      french: 'Îles Turques-et-Caïques',
    },
    code: 'TC',
    phoneCode: '+1649',
  },
  {
    name: { english: 'Tuvalu', creole: 'Tivalou', spanish: 'Tuvalu', french: 'Tuvalu' },
    code: 'TV',
    phoneCode: '+688',
  },
  {
    name: { english: 'Uganda', creole: 'Ouganda', spanish: 'Uganda', french: 'Ouganda' },
    code: 'UG',
    phoneCode: '+256',
  },
  {
    name: { english: 'Ukraine', creole: 'Ikrèn', spanish: 'Ucrania', french: 'Ukraine' },
    code: 'UA',
    phoneCode: '+380',
  },
  {
    name: {
      english: 'United Arab Emirates',
      creole: 'Emira Arab Ini',
      spanish: 'Emiratos Árabes Unidos',
      french: 'Émirats arabes unis',
    },
    code: 'AE',
    phoneCode: '+971',
  },
  {
    name: { english: 'United Kingdom', creole: 'Wayòm Ini', spanish: 'Reino Unido', french: 'Royaume-Uni' },
    code: 'GB',
    phoneCode: '+44',
  },
  {
    name: { english: 'United States', creole: 'Etazini', spanish: 'Estados Unidos', french: 'États-Unis' },
    code: 'US',
    phoneCode: '+1',
  },
  {
    name: {
      english: 'United States Minor Outlying Islands',
      creole: 'Ti Zile Eloyen Etazini',
      spanish: 'Islas Ultramarinas Menores de Estados Unidos',
      french: 'Îles mineures éloignées des États-Unis',
    },
    code: 'UM',
    phoneCode: '',
  },
  {
    name: { english: 'Uruguay', creole: 'Irigwe', spanish: 'Uruguay', french: 'Uruguay' },
    code: 'UY',
    phoneCode: '+598',
  },
  {
    name: { english: 'Uzbekistan', creole: 'Ouzbekistan', spanish: 'Uzbekistán', french: 'Ouzbékistan' },
    code: 'UZ',
    phoneCode: '+998',
  },
  {
    name: { english: 'Vanuatu', creole: 'Vanwatou', spanish: 'Vanuatu', french: 'Vanuatu' },
    code: 'VU',
    phoneCode: '+678',
  },
  {
    name: { english: 'Venezuela', creole: 'Venezwela', spanish: 'Venezuela', french: 'Venezuela' },
    code: 'VE',
    phoneCode: '+58',
  },
  {
    name: { english: 'Vietnam', creole: 'Vyetnam', spanish: 'Vietnam', french: 'Viêt Nam' },
    code: 'VN',
    phoneCode: '+84',
  },
  {
    name: {
      english: 'British Virgin Islands',
      creole: 'Zile Vyèj Britanik',
      spanish: 'Islas Vírgenes Británicas',
      french: 'Îles Vierges britanniques',
    },
    code: 'VG',
    phoneCode: '+1284',
  },
  {
    name: {
      english: 'United States Virgin Islands',
      creole: 'Zile Vyèj Ameriken',
      spanish: 'Islas Vírgenes de los Estados Unidos',
      french: 'Îles Vierges des États-Unis',
    },
    code: 'VI',
    phoneCode: '+1340',
  },
  {
    name: {
      english: 'Wallis and Futuna',
      creole: 'Walis ak Fitina',
      spanish: 'Wallis y Futuna',
      french: 'Wallis-et-Futuna',
    },
    code: 'WF',
    phoneCode: '+681',
  },
  {
    name: {
      english: 'Western Sahara',
      creole: 'Sahara Oksidantal',
      spanish: 'Sáhara Occidental',
      french: 'Sahara occidental',
    },
    code: 'EH',
    phoneCode: '',
  },
  {
    name: { english: 'Yemen', creole: 'Yemèn', spanish: 'Yemen', french: 'Yémen' },
    code: 'YE',
    phoneCode: '+967',
  },
  {
    name: { english: 'Zambia', creole: 'Zanbi', spanish: 'Zambia', french: 'Zambie' },
    code: 'ZM',
    phoneCode: '+260',
  },
  {
    name: { english: 'Zimbabwe', creole: 'Zimbabwe', spanish: 'Zimbabue', french: 'Zimbabwe' },
    code: 'ZW',
    phoneCode: '+263',
  },
];
