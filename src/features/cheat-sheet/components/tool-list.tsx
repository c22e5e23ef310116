import { tools } from '../../../content/cheat-sheet';
import './cheat-sheet.css';

/** The cheat-sheet «Шпора»: each tool with its picture and how to use it. */
export function ToolList() {
  return (
    <ul className="tools">
      {tools.map((tool) => (
        <li key={tool.id} className="tool">
          <img src={tool.picture.src} width={tool.picture.width} height={tool.picture.height} alt={tool.picture.alt} loading="lazy" decoding="async" />
          <div>
            <h2>{tool.name}</h2>
            <p>{tool.usage}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
