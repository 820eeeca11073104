import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "../ui/button";

export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-black tracking-tight text-primary/80">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants({ className: "mt-6" })}>
        Return to Home
      </Link>
    </div>
  );
}
