import { cheatSheetCommentId, tools } from '../../../content/cheat-sheet';
import './cheat-sheet.css';

export function CheatSheetPage() {
  return (
    <div className="page">
      <p className="page__lead">Инструменты юного электронщика и как ими пользоваться.</p>
      <ul className="tools">
        {tools.map((tool) => (
          <li key={tool.id} className="tool">
            <img src={tool.picture.src} alt={tool.picture.alt} loading="lazy" />
            <div>
              <h2>{tool.name}</h2>
              <p>{tool.usage}</p>
            </div>
          </li>
        ))}
      </ul>
      <section className="slot" data-comment-id={cheatSheetCommentId} aria-label="Комментарии">
        <p>Комментарии появятся совсем скоро.</p>
      </section>
    </div>
  );
}
