import { mountIsland } from '../../mount';
import { ArticlesPage } from './ArticlesPage';

mountIsland( 'articles', ( props ) => <ArticlesPage page={ props } /> );
