export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
