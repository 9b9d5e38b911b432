// The store feature's public surface: its products (player care names a player's plans by them).
export { useProducts } from './api';
