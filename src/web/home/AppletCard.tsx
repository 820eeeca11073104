import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { isNewApplet, routeOf, type Applet } from "../../catalogue";
import { Badge } from "../ui/badge";
import { AppletIcon, categoryLabel } from "../shell/applet-icon";

export function AppletCard({ applet }: { applet: Applet }) {
  return (
    <Link
      to={routeOf(applet)}
      className="group relative flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <AppletIcon name={applet.icon} category={applet.category} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold leading-snug">{applet.title}</h2>
          {isNewApplet(applet) && <Badge variant="new">NEW</Badge>}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{applet.description}</p>
        <p className="mt-3 text-xs font-medium text-muted-foreground">{categoryLabel[applet.category]}</p>
      </div>
      <ArrowRight
        className="size-4 shrink-0 self-center text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
        aria-hidden="true"
      />
    </Link>
  );
}
