export const API_PREFIX = '/api/v1';
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;
