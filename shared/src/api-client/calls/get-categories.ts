import type { Category } from '../../contracts/catalogue.ts';
import type { Success } from '../../contracts/envelope.ts';
import { send } from '../http-client.ts';

export const getCategories = () => send<Success<Category[]>>({ method: 'GET', url: '/get_categories' });
